import { Atom, CalendarClock, Flag, Hourglass, Landmark, Layers, RefreshCcw, Repeat, ShieldCheck } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { StepList } from '../../components/sections/StepList'
import { ThreatLayerHeroFigure } from '../../components/visuals/diagrams/ThreatLayerHeroFigure'

export default function QuantumThreatPage() {
  return (
    <>
      <PageHero aside={<ThreatLayerHeroFigure layer={5} />} />
      <ProseSection copyKey="harvest" />
      <FeatureGrid copyKey="timeline" tone="muted" icons={[Atom, CalendarClock, Landmark, Flag, Hourglass]} />
      <StepList copyKey="migration" />
      <FeatureGrid copyKey="counter" tone="dark" columns={2} icons={[Layers, ShieldCheck, Repeat, RefreshCcw]} />
      <LinkCards copyKey="related" pages={['encryption', 'productGovernment', 'threats']} />
      <CtaBand />
    </>
  )
}
