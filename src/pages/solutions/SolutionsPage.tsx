import { Briefcase, Cloud, Handshake, Landmark, Plane, Plug, ScanSearch, Server, Siren, Users } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageContents } from '../../components/sections/PageContents'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

export default function SolutionsPage() {
  return (
    <>
      <PageHero aside={<PageContents entries={['capabilities', 'useCases', 'limits', 'prepare', 'editions']} />} />
      <LinkCards
        copyKey="capabilities"
        pages={['solutionMessaging', 'solutionCalls', 'solutionFileTransfer', 'solutionIndustries']}
        withPageIcons
      />
      <FeatureGrid copyKey="useCases" tone="dark" icons={[Users, Briefcase, ScanSearch, Siren, Plane, Handshake]} />
      <ProseSection copyKey="limits" />
      <LinkCards copyKey="prepare" tone="muted" pages={['outOfBand', 'consumerApps']} withPageIcons />
      <LinkCards
        copyKey="editions"
        pages={['productEnterprise', 'productGovernment', 'productOnPremises', 'productVoiceGateway']}
        icons={[Cloud, Landmark, Server, Plug]}
      />
      <CtaBand />
    </>
  )
}
