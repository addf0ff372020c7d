import { BadgeCheck, KeyRound, MicOff, PhoneForwarded, SignalLow, Users } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

export default function SecureCallsPage() {
  return (
    <>
      <PageHero />
      <FeatureGrid copyKey="features" icons={[KeyRound, BadgeCheck, Users, SignalLow, PhoneForwarded, MicOff]} />
      <ProseSection copyKey="scenarios" tone="muted" />
      <LinkCards copyKey="related" pages={['productVoiceGateway', 'threatAi', 'solutionMessaging']} />
      <CtaBand />
    </>
  )
}
