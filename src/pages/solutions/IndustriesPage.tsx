import { Building, Cloud, Landmark, Newspaper, PhoneForwarded, RadioTower, ServerCog, Scale, ShieldHalf, Stethoscope, Wallet, Zap } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

export default function IndustriesPage() {
  return (
    <>
      <PageHero />
      <FeatureGrid copyKey="sectors" columns={4} icons={[Landmark, ShieldHalf, Wallet, Stethoscope, Zap, Scale, Newspaper, RadioTower]} />
      <ProseSection copyKey="approach" tone="muted" />
      <LinkCards
        copyKey="deploy"
        pages={['productEnterprise', 'productGovernment', 'productOnPremises', 'productVoiceGateway']}
        icons={[Cloud, Building, ServerCog, PhoneForwarded]}
      />
      <CtaBand />
    </>
  )
}
