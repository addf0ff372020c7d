import { Building, Cloud, Landmark, Newspaper, PhoneForwarded, RadioTower, ServerCog, Scale, ShieldHalf, Stethoscope, Wallet, Zap } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'

const namespace = 'industries'

export default function IndustriesPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <FeatureGrid namespace={namespace} copyKey="sectors" columns={4} icons={[Landmark, ShieldHalf, Wallet, Stethoscope, Zap, Scale, Newspaper, RadioTower]} />
      <LinkCards
        namespace={namespace}
        copyKey="deploy"
        tone="muted"
        pages={['productEnterprise', 'productGovernment', 'productOnPremises', 'productVoiceGateway']}
        icons={[Cloud, Building, ServerCog, PhoneForwarded]}
      />
      <CtaBand />
    </>
  )
}
