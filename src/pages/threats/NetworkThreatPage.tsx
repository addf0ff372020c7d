import {
  Building2,
  EyeOff,
  KeyRound,
  Lock,
  MessageSquareOff,
  Pin,
  ScanEye,
  Smartphone,
  Unlock,
  Waypoints,
} from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { ThreatLayerHeroFigure } from '../../components/visuals/diagrams/ThreatLayerHeroFigure'

export default function NetworkThreatPage() {
  return (
    <>
      <PageHero aside={<ThreatLayerHeroFigure layer={2} />} />
      <ProseSection copyKey="paths" />
      <FeatureGrid copyKey="attacks" tone="muted" icons={[ScanEye, Waypoints, Smartphone, Building2, Unlock]} />
      <FeatureGrid copyKey="counter" tone="dark" icons={[Lock, Pin, KeyRound, MessageSquareOff, EyeOff]} />
      <LinkCards copyKey="related" pages={['threatAirInterface', 'threatApplication', 'productGovernment']} />
      <CtaBand />
    </>
  )
}
