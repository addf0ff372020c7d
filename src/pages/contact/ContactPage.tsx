import { Headset, LifeBuoy, Newspaper, ShieldAlert } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { SectionLink } from '../../components/sections/SectionLink'
import { LeadCaptureSection } from '../../leads/LeadCaptureSection'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

export default function ContactPage() {
  return (
    <>
      <PageHero actions={null} />
      <LeadCaptureSection copyKey="demo" id="request-a-demo" kind="demo" />
      <FeatureGrid copyKey="channels" columns={4} icons={[Headset, LifeBuoy, ShieldAlert, Newspaper]}>
        {/* The security card names the policy; its link sits under the cards (L-8). */}
        <SectionLink to="vulnerabilityDisclosure" namespace="common" copyKey="footer.vulnerabilityDisclosure" />
      </FeatureGrid>
      <LeadCaptureSection copyKey="form" id="enquiry" kind="contact" />
      <ProseSection copyKey="office" />
      <CtaBand />
    </>
  )
}
