import { LeadCaptureSection } from '../../leads/LeadCaptureSection'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { StepList } from '../../components/sections/StepList'

export default function GetStartedPage() {
  return (
    <>
      <PageHero actions={null} />
      <StepList copyKey="steps" />
      <ProseSection copyKey="pilot" tone="muted" />
      <ProseSection copyKey="requirements" />
      <LeadCaptureSection copyKey="createAccount" id="create-account" kind="account" />
      <LeadCaptureSection copyKey="form" id="pilot-request" kind="demo" submitLabel="pilot" />
    </>
  )
}
