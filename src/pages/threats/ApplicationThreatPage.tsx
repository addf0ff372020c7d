import { Bug, Cpu, HardDrive, PackageCheck, Smartphone, Users } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'threat-application'

export default function ApplicationThreatPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <ProseSection namespace={namespace} copyKey="surface" />
      <FeatureGrid namespace={namespace} copyKey="attacks" tone="muted" icons={[Bug, PackageCheck, Users]} />
      <FeatureGrid namespace={namespace} copyKey="counter" tone="dark" columns={4} icons={[PackageCheck, Cpu, HardDrive, Smartphone]} />
      <LinkCards namespace={namespace} copyKey="related" pages={['threatAi', 'productOnPremises', 'downloadsGovernment']} />
      <CtaBand />
    </>
  )
}
