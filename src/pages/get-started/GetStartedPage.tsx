import { LeadCaptureSection } from '../../leads/LeadCaptureSection'
import { PageContents } from '../../components/sections/PageContents'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { StepList } from '../../components/sections/StepList'

/** How a pilot runs, then the one lead form, a pilot chosen (design review DES-03: one form, not two). */
export default function GetStartedPage() {
  return (
    <>
      <PageHero
        actions={null}
        aside={<PageContents entries={['steps', 'pilot', 'requirements', { id: 'lead-form', copyKey: 'form' }]} />}
      />
      <StepList copyKey="steps" />
      <ProseSection copyKey="pilot" tone="muted" />
      <ProseSection copyKey="requirements" />
      <LeadCaptureSection defaultIntent="pilot" />
    </>
  )
}
