import { Bug, Cpu, HardDrive, History, PackageCheck, Smartphone, Users } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { ThreatLayerHeroFigure } from '../../components/visuals/diagrams/ThreatLayerHeroFigure'

export default function ApplicationThreatPage() {
  return (
    <>
      <PageHero aside={<ThreatLayerHeroFigure layer={3} />} />
      <ProseSection copyKey="surface" />
      <FeatureGrid copyKey="attacks" tone="muted" icons={[Bug, PackageCheck, Users]} />
      <FeatureGrid copyKey="counter" tone="dark" icons={[PackageCheck, Cpu, HardDrive, Smartphone, History]} />
      <LinkCards copyKey="related" pages={['threatAi', 'productOnPremises', 'downloadsGovernment']} />
      <CtaBand />
    </>
  )
}
