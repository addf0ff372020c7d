import { Antenna, Atom, Bot, Building2, KeyRound, MessageCircle, Network, PhoneCall, ServerCog, Smartphone, UserCheck } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { ThreatLayersDiagram } from '../../components/visuals/diagrams/ThreatLayersDiagram'

export default function ThreatsPage() {
  return (
    <>
      <PageHero />
      <ProseSection copyKey="model" />
      <ThreatLayersDiagram tone="muted" />
      <LinkCards
        copyKey="layers"
        pages={['threatAirInterface', 'threatNetwork', 'threatApplication', 'threatAi', 'threatQuantum']}
        icons={[Antenna, Network, Smartphone, Bot, Atom]}
      />
      <FeatureGrid copyKey="gaps" tone="muted" icons={[PhoneCall, MessageCircle, Building2]} />
      <FeatureGrid copyKey="defence" tone="dark" icons={[KeyRound, UserCheck, ServerCog]} />
      <CtaBand />
    </>
  )
}
