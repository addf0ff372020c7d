import { PageHero } from '../../components/sections/PageHero'
import { PageContents } from '../../components/sections/PageContents'
import {
  clauseConformance,
  conformanceReport,
  recorded,
  type Records,
} from '../../content/accessibility/accessibilityReport'
import { successCriteria } from '../../content/accessibility/wcagCriteria'
import { ClausesTableSection } from './ClausesTableSection'
import { ConformanceSummarySection } from './ConformanceSummarySection'
import { ConformanceTableSection } from './ConformanceTableSection'
import { ReportDetailsSection } from './ReportDetailsSection'
import { StatementLinkSection } from './StatementLinkSection'

/**
 * The accessibility conformance report (ACR, VPAT style) against WCAG 2.2 A and AA, EN 301 549
 * clause 9 and the clauses beyond it, one row per requirement, each derived from the same
 * recorded evaluations and test run as the statement.
 */
export default function ConformanceReportPage({ records = recorded }: { records?: Records }) {
  const rows = conformanceReport(successCriteria, records)
  const clauses = records.clauses.map((clause) => ({ clause, conformance: clauseConformance(clause, records) }))
  return (
    <>
      <PageHero
        align="start"
        actions={null}
        aside={
          <PageContents
            entries={[
              { id: 'about-this-report', copyKey: 'details' },
              'summary',
              { id: 'level-a', copyKey: 'levelA' },
              { id: 'level-aa', copyKey: 'levelAA' },
              { id: 'en-301-549', copyKey: 'clauses' },
              { id: 'accessibility-statement', copyKey: 'statement' },
            ]}
          />
        }
      />
      <ReportDetailsSection records={records} />
      <ConformanceSummarySection
        levels={[...rows.map((row) => row.conformance), ...clauses.map((row) => row.conformance)]}
        tone="muted"
      />
      <ConformanceTableSection copyKey="levelA" rows={rows.filter((row) => row.criterion.level === 'A')} />
      <ConformanceTableSection
        copyKey="levelAA"
        rows={rows.filter((row) => row.criterion.level === 'AA')}
        tone="muted"
      />
      <ClausesTableSection rows={clauses} />
      <StatementLinkSection />
    </>
  )
}
