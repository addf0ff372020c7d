import { useTranslation } from 'react-i18next'
import { Section } from '../../components/sections/Section'
import { fixedIssues, type Records } from '../../content/accessibility/accessibilityReport'
import { IssueFacts } from './IssueFacts'

/** What we fixed, and how each fix was shown: the findings a recorded result shows fixed, most recent first. */
export function FixedIssuesSection({ records, tone }: { records: Records; tone?: 'white' | 'muted' }) {
  const { t } = useTranslation('accessibility')
  const issues = fixedIssues(records)
  if (issues.length === 0) return null
  return (
    <Section id="fixed" heading={t('fixed.heading')} lead={t('fixed.lead')} tone={tone}>
      <ul role="list" className="mt-8 grid gap-6 lg:grid-cols-2">
        {issues.map((state) => (
          <li key={state.finding.id} className="rounded-xl border border-ink-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink-950">{t(`findings.${state.finding.id}.title`)}</h3>
            <IssueFacts state={state} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
