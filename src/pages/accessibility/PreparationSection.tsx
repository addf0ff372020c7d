import { useTranslation } from 'react-i18next'
import { Section } from '../../components/sections/Section'
import { buildInfo } from '../../config/buildInfo'
import { lastFullEvaluation, type Records } from '../../content/accessibility/accessibilityReport'
import { automatedChecks } from '../../content/accessibility/automatedChecks'
import { statementPrepared, statementReviewed, type Evaluation } from '../../content/accessibility/evaluations'
import { formatLongDate } from '../../i18n/formatDate'
import { useLanguage } from '../../i18n/LanguageContext'
import { ListDot } from '../../components/ui/ListDot'

/**
 * How the site was tested: the last full evaluation (who, when, which build, how, what it left out),
 * the earlier ones, the recorded run of our automated checks with each check's outcome, and the
 * statement's dates.
 */
export function PreparationSection({ records, tone }: { records: Records; tone?: 'white' | 'muted' }) {
  const { t } = useTranslation('accessibility')
  const language = useLanguage()
  const date = (isoDate: string) => formatLongDate(isoDate, language)
  const last = lastFullEvaluation(records)
  /** The last evaluation first, in full; then the earlier ones, newest first. */
  const ordered = [...records.evaluations].sort((a, b) => b.date.localeCompare(a.date))
  const tester = (evaluation: Evaluation) => evaluation.by.organisation ?? t('preparation.outsideAuditor')
  const facts = (evaluation: Evaluation) => ({
    date: date(evaluation.date),
    build: evaluation.build,
    tester: tester(evaluation),
  })
  const { run } = records
  return (
    <Section id="preparation" heading={t('preparation.heading')} tone={tone}>
      {ordered.map((evaluation, index) => (
        <div key={evaluation.id} className={index === 0 ? 'mt-6' : 'mt-10'}>
          <p className="max-w-measure text-lg leading-8 text-ink-700">
            {t(index === 0 ? 'preparation.lastEvaluation' : 'preparation.earlierEvaluation', facts(evaluation))}
          </p>
          <div className="mt-6 grid gap-10 lg:grid-cols-2">
            <BulletList
              id={`${evaluation.id}-methods`}
              heading={t('preparation.methodsHeading')}
              items={t(`evaluations.${evaluation.id}.methods`, { returnObjects: true }) as string[]}
            />
            <BulletList
              id={`${evaluation.id}-limitations`}
              heading={t('preparation.limitationsHeading')}
              items={t(`evaluations.${evaluation.id}.limitations`, { returnObjects: true }) as string[]}
            />
          </div>
        </div>
      ))}
      <h3 id="automated-checks" className="mt-12 text-xl font-semibold text-ink-950">
        {t('preparation.automatedHeading')}
      </h3>
      <p className="mt-4 max-w-measure text-lg leading-8 text-ink-700">
        {run
          ? t('preparation.automatedRun', { date: date(run.date), build: run.build, browser: run.browser })
          : t('preparation.automatedNone')}
      </p>
      <ul aria-labelledby="automated-checks" className="mt-4 grid max-w-measure gap-3 text-base text-ink-800">
        {automatedChecks.map((check) => {
          const outcome = run?.checks.find((recordedCheck) => recordedCheck.id === check.id)?.outcome
          return (
            <li key={check.id} className="flex gap-3">
              <ListDot />
              <span>
                {outcome
                  ? t('preparation.checkOutcome', {
                      check: t(`automatedChecks.${check.id}`),
                      outcome: t(`preparation.outcome.${outcome}`),
                    })
                  : t(`automatedChecks.${check.id}`)}
              </span>
            </li>
          )
        })}
      </ul>
      <p className="mt-6 max-w-measure text-base leading-7 text-ink-700">{t('preparation.buildChecks')}</p>
      <p className="mt-10 max-w-measure text-lg leading-8 font-semibold text-ink-900">
        {t('preparation.dates', {
          prepared: date(statementPrepared),
          reviewed: date(statementReviewed),
          evaluated: last ? date(last.date) : '',
          build: buildInfo.commit,
        })}
      </p>
    </Section>
  )
}

function BulletList({ id, heading, items }: { id: string; heading: string; items: string[] }) {
  return (
    <div>
      <h3 id={id} className="text-xl font-semibold text-ink-950">
        {heading}
      </h3>
      <ul aria-labelledby={id} className="mt-4 grid max-w-measure gap-3 text-base text-ink-800">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <ListDot />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
