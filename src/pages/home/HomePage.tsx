import { BadgeCheck, Ban, Building2, EyeOff, ScrollText, ShieldCheck } from 'lucide-react'
import { LatestPosts } from '../../components/blog/LatestPosts'
import { DetailPanel } from '../../components/sections/DetailPanel'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProductScreens } from '../../components/visuals/ProductScreens'
import { ConversationScreen } from '../../components/visuals/screens/ConversationScreen'

export default function HomePage() {
  return (
    <>
      <PageHero aside={<ConversationScreen captionDisplay="hidden" tone="dark" />} asideDisplay="all" />
      <LinkCards
        copyKey="capabilities"
        aside={<DetailPanel copyKey="capabilities.scope" />}
        pages={['solutionMessaging', 'solutionCalls', 'solutionFileTransfer']}
        withPageIcons
      />
      <ProductScreens screens={['call', 'fileTransfer', 'console']} tone="dark" />
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
