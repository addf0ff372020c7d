import { PageHero } from '../../components/sections/PageHero'
import { PageContents } from '../../components/sections/PageContents'
import { EmailContactSection } from '../../components/sections/EmailContactSection'
import { ProseSection } from '../../components/sections/ProseSection'
import { site } from '../../config/site'
import { recorded, type Records } from '../../content/accessibility/accessibilityReport'
import { ComplianceStatusSection } from './ComplianceStatusSection'
import { FixedIssuesSection } from './FixedIssuesSection'
import { KnownIssuesSection } from './KnownIssuesSection'
import { OtherRoutesSection } from './OtherRoutesSection'
import { PreparationSection } from './PreparationSection'

/**
 * The accessibility statement, in the order of the GOV.UK and EU model statements. Status, known
 * issues, fixes and dates are derived from the recorded evaluations and test run
 * (src/content/accessibility/); `records` is for tests that render another state of them.
 */
export default function AccessibilityStatementPage({ records = recorded }: { records?: Records }) {
  return (
    <>
      <PageHero
        align="start"
        actions={null}
        aside={
          <PageContents
            entries={[
              'scope',
              { id: 'compliance-status', copyKey: 'status' },
              { id: 'non-accessible-content', copyKey: 'knownIssues' },
              'fixed',
              { id: 'accessible-formats', copyKey: 'formats' },
              { id: 'reporting-problems', copyKey: 'problems' },
              { id: 'other-routes', copyKey: 'otherRoutes' },
              'enforcement',
              { id: 'out-of-scope', copyKey: 'outOfScope' },
              'improvements',
              'preparation',
            ]}
          />
        }
      />
      <ProseSection copyKey="scope" layout="document" />
      <ComplianceStatusSection records={records} tone="muted" />
      <KnownIssuesSection records={records} />
      <FixedIssuesSection records={records} tone="muted" />
      <EmailContactSection copyKey="formats" id="accessible-formats" email={site.email.accessibility} />
      <EmailContactSection copyKey="problems" id="reporting-problems" email={site.email.accessibility} tone="muted" />
      <OtherRoutesSection />
      <ProseSection copyKey="enforcement" layout="document" />
      <ProseSection copyKey="outOfScope" id="out-of-scope" layout="document" />
      <ProseSection copyKey="improvements" layout="document" />
      <PreparationSection records={records} />
    </>
  )
}
