import { useTranslation } from 'react-i18next'
import { Section } from '../../components/sections/Section'
import { audit, type AccessibilityFinding } from '../../content/accessibility/accessibilityFindings'
import { fixedIssues } from '../../content/accessibility/accessibilityReport'
import { formatLongDate } from '../../i18n/formatDate'
import { useLanguage } from '../../i18n/LanguageContext'
import { IssueFacts } from './IssueFacts'

/** What we fixed and when: the fixed findings, most recent first. */
export function FixedIssuesSection({
  findings,
  tone,
}: {
  findings: readonly AccessibilityFinding[]
  tone?: 'white' | 'muted'
}) {
  const { t } = useTranslation('accessibility')
  const language = useLanguage()
  const issues = fixedIssues(findings)
  if (issues.length === 0) return null
  return (
    <Section
      id="fixed"
      heading={t('fixed.heading')}
      lead={t('fixed.lead', { auditDate: formatLongDate(audit.date, language) })}
      tone={tone}
    >
      <ul role="list" className="mt-8 grid gap-6 lg:grid-cols-2">
        {issues.map((finding) => (
          <li key={finding.id} className="rounded-xl border border-ink-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink-950">{t(`findings.${finding.id}.title`)}</h3>
            <IssueFacts finding={finding} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
