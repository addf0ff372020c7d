import { ArrowDownToLine, BadgeCheck, Cpu, Lock, RadioTower, ShieldCheck } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'threat-air-interface'

export default function AirInterfaceThreatPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <ProseSection namespace={namespace} copyKey="how" />
      <FeatureGrid namespace={namespace} copyKey="attacks" tone="muted" icons={[RadioTower, ArrowDownToLine, Cpu]} />
      <FeatureGrid namespace={namespace} copyKey="counter" tone="dark" icons={[Lock, ShieldCheck, BadgeCheck]} />
      <LinkCards namespace={namespace} copyKey="related" pages={['threatNetwork', 'solutionCalls', 'encryption']} />
      <CtaBand />
    </>
  )
}
