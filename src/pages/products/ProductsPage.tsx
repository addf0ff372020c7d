import { Antenna, Briefcase, KeyRound, Landmark, Server, Smartphone, UserCheck } from 'lucide-react'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'products'

export default function ProductsPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <LinkCards
        namespace={namespace}
        copyKey="editions"
        pages={['productEnterprise', 'productGovernment', 'productOnPremises', 'productVoiceGateway']}
        icons={[Briefcase, Landmark, Server, Antenna]}
      />
      <FeatureGrid namespace={namespace} copyKey="shared" tone="dark" icons={[KeyRound, Smartphone, UserCheck]} />
      <ComparisonTable namespace={namespace} copyKey="compare" tone="muted" />
      <ProseSection namespace={namespace} copyKey="choosing" />
      <CtaBand />
    </>
  )
}
