import { useTranslation } from 'react-i18next'
import { Section } from '../../components/sections/Section'
import { PageLink } from '../../components/ui/PageLink'
import { lastFullEvaluation, statementStatus, type Records } from '../../content/accessibility/accessibilityReport'
import { formatLongDate } from '../../i18n/formatDate'
import { useLanguage } from '../../i18n/LanguageContext'

/** The standard we measure against, the status the records give and why, and the way to the conformance report. */
export function ComplianceStatusSection({ records, tone }: { records: Records; tone?: 'white' | 'muted' }) {
  const { t } = useTranslation('accessibility')
  const language = useLanguage()
  const { status, reasons } = statementStatus(records)
  const evaluation = lastFullEvaluation(records)
  return (
    <Section id="compliance-status" heading={t('status.heading')} tone={tone} layout="split">
      <div className="mt-6 grid max-w-measure gap-5 text-lg leading-8 text-ink-700">
        <p>{t('status.standard')}</p>
        <div className="rounded-xl border border-ink-200 border-l-4 border-l-accent-600 bg-white p-5">
          <p className="font-semibold text-ink-950">{t(`status.${status}`)}</p>
          {reasons.length > 0 && (
            <ul className="mt-3 grid list-disc gap-2 pl-5 text-base leading-7 text-ink-800">
              {reasons.map((reason) => (
                <li key={reason}>
                  {t(`status.reasons.${reason}`, { date: evaluation ? formatLongDate(evaluation.date, language) : '' })}
                </li>
              ))}
            </ul>
          )}
        </div>
        <p>{t('status.report')}</p>
        <p>
          <PageLink
            to="accessibilityConformance"
            className="rounded-sm font-semibold text-accent-700 underline hover:text-accent-800"
          >
            {t('status.reportLink')}
          </PageLink>
        </p>
      </div>
    </Section>
  )
}
