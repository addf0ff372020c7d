import { PageHero } from '../../components/sections/PageHero'
import { EmailContactSection } from '../../components/sections/EmailContactSection'
import { ProseSection } from '../../components/sections/ProseSection'
import { site } from '../../config/site'
import { accessibilityFindings, type AccessibilityFinding } from '../../content/accessibility/accessibilityFindings'
import { ComplianceStatusSection } from './ComplianceStatusSection'
import { FixedIssuesSection } from './FixedIssuesSection'
import { KnownIssuesSection } from './KnownIssuesSection'
import { PreparationSection } from './PreparationSection'

/**
 * The accessibility statement, in the order of the GOV.UK and EU model statements. Status, known
 * issues, fixes and dates come from the findings list (src/content/accessibility/); `findings`
 * is for tests that render another state of it.
 */
export default function AccessibilityStatementPage({
  findings = accessibilityFindings,
}: {
  findings?: readonly AccessibilityFinding[]
}) {
  return (
    <>
      <PageHero />
      <ProseSection copyKey="scope" />
      <ComplianceStatusSection findings={findings} tone="muted" />
      <KnownIssuesSection findings={findings} />
      <FixedIssuesSection findings={findings} tone="muted" />
      <EmailContactSection copyKey="formats" id="accessible-formats" email={site.email.accessibility} />
      <EmailContactSection copyKey="problems" id="reporting-problems" email={site.email.accessibility} tone="muted" />
      <ProseSection copyKey="enforcement" />
      <PreparationSection findings={findings} tone="muted" />
    </>
  )
}
