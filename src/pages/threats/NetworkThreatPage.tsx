import { Building2, EyeOff, KeyRound, Lock, Pin, ScanEye, Unlock } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'threat-network'

export default function NetworkThreatPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <ProseSection namespace={namespace} copyKey="paths" />
      <FeatureGrid namespace={namespace} copyKey="attacks" tone="muted" icons={[ScanEye, Building2, Unlock]} />
      <FeatureGrid namespace={namespace} copyKey="counter" tone="dark" columns={4} icons={[Lock, Pin, KeyRound, EyeOff]} />
      <LinkCards namespace={namespace} copyKey="related" pages={['threatAirInterface', 'threatApplication', 'productGovernment']} />
      <CtaBand />
    </>
  )
}
