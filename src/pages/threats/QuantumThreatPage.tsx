import { Atom, CalendarClock, Flag, Hourglass, KeyRound, Landmark, Layers, RefreshCcw, Repeat, ShieldCheck } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { StepList } from '../../components/sections/StepList'

const namespace = 'threat-quantum'

export default function QuantumThreatPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <ProseSection namespace={namespace} copyKey="harvest" />
      <FeatureGrid namespace={namespace} copyKey="timeline" tone="muted" icons={[Atom, CalendarClock, Landmark, Flag, Hourglass]} />
      <StepList namespace={namespace} copyKey="migration" />
      <FeatureGrid namespace={namespace} copyKey="counter" tone="dark" columns={2} icons={[Layers, ShieldCheck, Repeat, RefreshCcw]} />
      <LinkCards namespace={namespace} copyKey="related" pages={['encryption', 'productGovernment', 'threats']} />
      <CtaBand />
    </>
  )
}
