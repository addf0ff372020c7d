import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FindingState } from '../../content/accessibility/accessibilityReport'
import { criterionKey } from '../../content/accessibility/wcagCriteria'
import { formatLongDate } from '../../i18n/formatDate'
import { useLanguage } from '../../i18n/LanguageContext'
import { useFixEvidence } from './useFixEvidence'

/** A finding's facts as a definition list: its planned fix or how it was shown fixed, its criteria, severity and reference. */
export function IssueFacts({ state }: { state: FindingState }) {
  const { t } = useTranslation('accessibility')
  const language = useLanguage()
  const evidence = useFixEvidence()
  const { finding } = state
  const rows: [string, ReactNode][] = [
    state.state === 'open'
      ? [t('issueLabels.plannedFix'), formatLongDate(finding.plannedFix, language)]
      : [t('issueLabels.shownFixed'), evidence(state)],
    ...(finding.criteria.length > 0
      ? [[t('issueLabels.criteria'), <CriteriaList numbers={finding.criteria} />] as [string, ReactNode]]
      : []),
    [t('issueLabels.severity'), t(`severity.${finding.severity}`)],
    [t('issueLabels.reference'), finding.id],
  ]
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 text-base sm:grid-cols-[minmax(0,13rem)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink-900">{label}</dt>
          <dd className="max-w-measure text-ink-700">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Success criteria by number and name, one a line (names hold commas: "Pause, Stop, Hide"). */
function CriteriaList({ numbers }: { numbers: readonly string[] }) {
  const { t } = useTranslation('accessibility')
  return (
    <ul role="list" className="grid gap-1">
      {numbers.map((number) => (
        <li key={number}>
          {number} {t(`criteria.${criterionKey(number)}`)}
        </li>
      ))}
    </ul>
  )
}
