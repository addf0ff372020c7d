import { PageHero } from '../../components/sections/PageHero'
import { accessibilityFindings, type AccessibilityFinding } from '../../content/accessibility/accessibilityFindings'
import { conformanceReport } from '../../content/accessibility/accessibilityReport'
import { successCriteria } from '../../content/accessibility/wcagCriteria'
import { ConformanceSummarySection } from './ConformanceSummarySection'
import { ConformanceTableSection } from './ConformanceTableSection'
import { ReportDetailsSection } from './ReportDetailsSection'
import { StatementLinkSection } from './StatementLinkSection'

/**
 * The accessibility conformance report (ACR, VPAT style) against WCAG 2.2 A and AA and EN 301 549
 * clause 9, one row per criterion, derived from the same findings as the statement.
 */
export default function ConformanceReportPage({
  findings = accessibilityFindings,
}: {
  findings?: readonly AccessibilityFinding[]
}) {
  const rows = conformanceReport(successCriteria, findings)
  return (
    <>
      <PageHero />
      <ReportDetailsSection findings={findings} />
      <ConformanceSummarySection rows={rows} tone="muted" />
      <ConformanceTableSection copyKey="levelA" rows={rows.filter((row) => row.criterion.level === 'A')} />
      <ConformanceTableSection
        copyKey="levelAA"
        rows={rows.filter((row) => row.criterion.level === 'AA')}
        tone="muted"
      />
      <StatementLinkSection />
    </>
  )
}
