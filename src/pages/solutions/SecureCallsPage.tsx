import { BadgeCheck, KeyRound, MicOff, PhoneForwarded, SignalLow, Users } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { SectionLink } from '../../components/sections/SectionLink'
import { CallScreen } from '../../components/visuals/screens/CallScreen'

export default function SecureCallsPage() {
  return (
    <>
      {/* The call this page is about, drawn, beside its headline on wide screens (design review DES-07). */}
      <PageHero aside={<CallScreen captionDisplay="hidden" tone="dark" />} />
      <FeatureGrid copyKey="features" icons={[KeyRound, BadgeCheck, Users, SignalLow, PhoneForwarded, MicOff]} />
      <ProseSection copyKey="how" tone="muted">
        <SectionLink to="encryption" copyKey="howLink" />
      </ProseSection>
      <ProseSection copyKey="scenarios" />
      <ProseSection copyKey="limits" tone="muted" />
      <LinkCards copyKey="related" pages={['productVoiceGateway', 'threatAi', 'solutionMessaging']} />
      <CtaBand />
    </>
  )
}
