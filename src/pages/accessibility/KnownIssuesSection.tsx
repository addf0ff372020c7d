import { useTranslation } from 'react-i18next'
import { Section } from '../../components/sections/Section'
import { knownIssues, type OpenFinding, type Records } from '../../content/accessibility/accessibilityReport'
import { IssueFacts } from './IssueFacts'

/** The model statement's "non-accessible content": findings not shown fixed, WCAG failures first, then the other problems we are fixing. */
export function KnownIssuesSection({ records, tone }: { records: Records; tone?: 'white' | 'muted' }) {
  const { t } = useTranslation('accessibility')
  const issues = knownIssues(records)
  const failures = issues.filter((state) => state.finding.criteria.length > 0)
  const others = issues.filter((state) => state.finding.criteria.length === 0)
  return (
    <Section
      id="non-accessible-content"
      heading={t('knownIssues.heading')}
      lead={issues.length > 0 ? t('knownIssues.lead') : undefined}
      tone={tone}
      layout="split"
    >
      {issues.length === 0 && (
        <p className="mt-6 max-w-measure text-lg leading-8 text-ink-700">{t('knownIssues.none')}</p>
      )}
      {failures.length > 0 && (
        <IssueGroup id="wcag-failures" heading={t('knownIssues.wcagHeading')} issues={failures} />
      )}
      {others.length > 0 && (
        <IssueGroup
          id="other-problems"
          heading={t('knownIssues.otherHeading')}
          lead={t('knownIssues.otherLead')}
          issues={others}
        />
      )}
    </Section>
  )
}

function IssueGroup({
  id,
  heading,
  lead,
  issues,
}: {
  id: string
  heading: string
  lead?: string
  issues: OpenFinding[]
}) {
  const { t } = useTranslation('accessibility')
  return (
    <div className="mt-12">
      <h3 id={id} className="max-w-3xl text-2xl font-bold tracking-tight text-ink-950">
        {heading}
      </h3>
      {lead && <p className="mt-3 max-w-measure text-lg leading-8 text-ink-700">{lead}</p>}
      <ul role="list" aria-labelledby={id} className="mt-6 grid gap-6 lg:grid-cols-2">
        {issues.map((state) => (
          <li key={state.finding.id} className="rounded-xl border border-ink-200 bg-white p-6 shadow-sm">
            <h4 className="text-lg font-semibold text-ink-950">{t(`findings.${state.finding.id}.title`)}</h4>
            <p className="mt-2 leading-7 text-ink-700">{t(`findings.${state.finding.id}.description`)}</p>
            <IssueFacts state={state} />
          </li>
        ))}
      </ul>
    </div>
  )
}
