import { BadgeCheck, Ban, Building2, EyeOff, ScrollText, ShieldCheck } from 'lucide-react'
import { LatestPosts } from '../../components/blog/LatestPosts'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { PrimaryActions } from '../../components/sections/PrimaryActions'

export default function HomePage() {
  return (
    <>
      <PageHero
        actions={<PrimaryActions />}
      />
      <LinkCards
        copyKey="capabilities"
        pages={['solutionMessaging', 'solutionCalls', 'solutionFileTransfer']}
        withPageIcons
      />
      <LinkCards
        copyKey="threats"
        tone="muted"
        pages={['threatAirInterface', 'threatNetwork', 'threatApplication', 'threatAi', 'threatQuantum', 'threats']}
        withPageIcons
      />
      <LinkCards
        copyKey="editions"
        pages={['productEnterprise', 'productGovernment', 'productOnPremises', 'productVoiceGateway']}
        withPageIcons
      />
      <FeatureGrid copyKey="trust" tone="dark" icons={[ScrollText, ShieldCheck, Building2, EyeOff, Ban, BadgeCheck]} />
      <LatestPosts />
      <CtaBand />
    </>
  )
}
