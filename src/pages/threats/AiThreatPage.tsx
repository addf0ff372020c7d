import { AudioWaveform, BadgeCheck, Bot, Building2, QrCode, ShieldCheck, Video } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { ThreatLayerHeroFigure } from '../../components/visuals/diagrams/ThreatLayerHeroFigure'

export default function AiThreatPage() {
  return (
    <>
      <PageHero aside={<ThreatLayerHeroFigure layer={4} />} />
      <ProseSection copyKey="shift" />
      <FeatureGrid copyKey="attacks" tone="muted" icons={[AudioWaveform, Video, Bot]} />
      <FeatureGrid copyKey="counter" tone="dark" columns={4} icons={[BadgeCheck, Building2, QrCode, ShieldCheck]} />
      <LinkCards copyKey="related" pages={['blog', 'solutionCalls', 'outOfBand']} />
      <CtaBand />
    </>
  )
}
