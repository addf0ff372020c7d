import { KeyRound, Smartphone, UserCheck } from 'lucide-react'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { EditionCryptography } from './EditionCryptography'

export default function ProductsPage() {
  return (
    <>
      <PageHero aside={<EditionCryptography />} />
      <LinkCards
        copyKey="editions"
        pages={['productEnterprise', 'productGovernment', 'productOnPremises', 'productVoiceGateway']}
        withPageIcons
      />
      <FeatureGrid copyKey="shared" tone="dark" icons={[KeyRound, Smartphone, UserCheck]} />
      <ComparisonTable copyKey="compare" tone="muted" />
      <ProseSection copyKey="choosing" />
      <CtaBand />
    </>
  )
}
