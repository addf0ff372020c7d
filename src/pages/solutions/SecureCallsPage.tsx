import { BadgeCheck, KeyRound, MicOff, PhoneForwarded, SignalLow, Users } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'solution-calls'

export default function SecureCallsPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <FeatureGrid namespace={namespace} copyKey="features" icons={[KeyRound, BadgeCheck, Users, SignalLow, PhoneForwarded, MicOff]} />
      <ProseSection namespace={namespace} copyKey="scenarios" tone="muted" />
      <LinkCards namespace={namespace} copyKey="related" pages={['productVoiceGateway', 'threatAi', 'solutionMessaging']} />
      <CtaBand />
    </>
  )
}
