import { useTranslation } from 'react-i18next'
import { Section } from '../../components/sections/Section'
import { audit, statementPrepared, type AccessibilityFinding } from '../../content/accessibility/accessibilityFindings'
import { lastReviewed } from '../../content/accessibility/accessibilityReport'
import { formatLongDate } from '../../i18n/formatDate'
import { useLanguage } from '../../i18n/LanguageContext'

const lists = [
  { heading: 'preparation.methodsHeading', items: 'preparation.methods', id: 'audit-methods' },
  { heading: 'preparation.limitationsHeading', items: 'preparation.limitations', id: 'audit-limitations' },
  { heading: 'preparation.automatedHeading', items: 'preparation.automated', id: 'automated-checks' },
] as const

/** How and when the site was tested, what the audit left out, the checks we run, and the statement's dates. */
export function PreparationSection({
  findings,
  tone,
}: {
  findings: readonly AccessibilityFinding[]
  tone?: 'white' | 'muted'
}) {
  const { t } = useTranslation('accessibility')
  const language = useLanguage()
  const date = (isoDate: string) => formatLongDate(isoDate, language)
  return (
    <Section id="preparation" heading={t('preparation.heading')} tone={tone}>
      <p className="mt-6 max-w-3xl text-lg leading-8 text-ink-700">
        {t('preparation.audit', { commit: audit.commit, auditDate: date(audit.date) })}
      </p>
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        {lists.map((list) => (
          <div key={list.id}>
            <h3 id={list.id} className="text-xl font-semibold text-ink-950">
              {t(list.heading)}
            </h3>
            <ul aria-labelledby={list.id} className="mt-4 grid gap-3 text-base text-ink-800">
              {(t(list.items, { returnObjects: true }) as string[]).map((item) => (
                <li key={item} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-accent-600" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-10 max-w-3xl text-lg leading-8 font-semibold text-ink-900">
        {t('preparation.dates', { prepared: date(statementPrepared), reviewed: date(lastReviewed(findings)) })}
      </p>
    </Section>
  )
}
