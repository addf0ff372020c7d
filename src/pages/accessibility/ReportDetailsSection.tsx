import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Section } from '../../components/sections/Section'
import { site } from '../../config/site'
import { audit, type AccessibilityFinding } from '../../content/accessibility/accessibilityFindings'
import { complianceStatus, lastReviewed } from '../../content/accessibility/accessibilityReport'
import { formatLongDate } from '../../i18n/formatDate'
import { useLanguage } from '../../i18n/LanguageContext'
import { usePageNamespace } from '../../i18n/pageCopy'

/** The report's heading facts, VPAT style: product, date, standards, methods, overall status (the statement's) and contact. */
export function ReportDetailsSection({
  findings,
  tone,
}: {
  findings: readonly AccessibilityFinding[]
  tone?: 'white' | 'muted'
}) {
  const { t } = useTranslation([usePageNamespace(), 'accessibility'])
  const language = useLanguage()
  const email = site.email.accessibility
  const rows: [string, ReactNode][] = [
    [t('details.product'), t('details.productValue')],
    [t('details.date'), formatLongDate(lastReviewed(findings), language)],
    [t('details.standards'), t('details.standardsValue')],
    [t('details.evaluation'), t('details.evaluationValue', { auditDate: formatLongDate(audit.date, language) })],
    [t('details.status'), t(`accessibility:statusLabels.${complianceStatus(findings)}`)],
    [
      t('details.contact'),
      <a
        href={`mailto:${email}`}
        className="rounded-sm font-semibold break-all text-accent-700 underline hover:text-accent-800"
      >
        {email}
      </a>,
    ],
  ]
  return (
    <Section id="about-this-report" heading={t('details.heading')} tone={tone}>
      <dl className="mt-6 grid max-w-4xl gap-x-8 gap-y-4 text-base sm:grid-cols-[14rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink-900">{label}</dt>
            <dd className="text-ink-700">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
