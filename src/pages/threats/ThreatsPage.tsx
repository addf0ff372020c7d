import { Antenna, Atom, Bot, Building2, KeyRound, MessageCircle, Network, PhoneCall, ServerCog, Smartphone, UserCheck } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'threats'

export default function ThreatsPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <ProseSection namespace={namespace} copyKey="model" />
      <LinkCards
        namespace={namespace}
        copyKey="layers"
        tone="muted"
        pages={['threatAirInterface', 'threatNetwork', 'threatApplication', 'threatAi', 'threatQuantum']}
        icons={[Antenna, Network, Smartphone, Bot, Atom]}
      />
      <FeatureGrid namespace={namespace} copyKey="gaps" icons={[PhoneCall, MessageCircle, Building2]} />
      <FeatureGrid namespace={namespace} copyKey="defence" tone="dark" icons={[KeyRound, UserCheck, ServerCog]} />
      <CtaBand />
    </>
  )
}
