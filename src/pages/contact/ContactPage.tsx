import { Headset, LifeBuoy, Newspaper, ShieldAlert } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LeadCaptureSection } from '../../leads/LeadCaptureSection'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'contact'

export default function ContactPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <LeadCaptureSection namespace={namespace} copyKey="demo" id="request-a-demo" kind="demo" />
      <FeatureGrid namespace={namespace} copyKey="channels" columns={4} icons={[Headset, LifeBuoy, ShieldAlert, Newspaper]} />
      <LeadCaptureSection namespace={namespace} copyKey="form" id="enquiry" kind="contact" />
      <ProseSection namespace={namespace} copyKey="office" />
      <CtaBand />
    </>
  )
}
