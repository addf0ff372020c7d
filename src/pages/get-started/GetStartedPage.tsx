import { LeadCaptureSection } from '../../leads/LeadCaptureSection'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { StepList } from '../../components/sections/StepList'

const namespace = 'get-started'

export default function GetStartedPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <StepList namespace={namespace} copyKey="steps" />
      <ProseSection namespace={namespace} copyKey="pilot" tone="muted" />
      <ProseSection namespace={namespace} copyKey="requirements" />
      <LeadCaptureSection namespace={namespace} copyKey="createAccount" id="create-account" kind="account" />
      <LeadCaptureSection namespace={namespace} copyKey="form" id="pilot-request" kind="demo" />
    </>
  )
}
