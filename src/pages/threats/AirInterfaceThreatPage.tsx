import { ArrowDownToLine, BadgeCheck, Cpu, Lock, RadioTower, ShieldCheck } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { ThreatLayerHeroFigure } from '../../components/visuals/diagrams/ThreatLayerHeroFigure'

export default function AirInterfaceThreatPage() {
  return (
    <>
      <PageHero aside={<ThreatLayerHeroFigure layer={1} />} />
      <ProseSection copyKey="how" />
      <FeatureGrid copyKey="attacks" tone="muted" icons={[RadioTower, ArrowDownToLine, Cpu]} />
      <FeatureGrid copyKey="counter" tone="dark" icons={[Lock, ShieldCheck, BadgeCheck]} />
      <LinkCards copyKey="related" pages={['threatNetwork', 'solutionCalls', 'encryption']} />
      <CtaBand />
    </>
  )
}
