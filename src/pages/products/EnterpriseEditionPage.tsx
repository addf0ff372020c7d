import {
  Archive,
  Cloud,
  FileLock2,
  Fingerprint,
  Globe,
  Layers,
  MessageSquare,
  UsersRound,
  Settings,
  Smartphone,
  Trash2,
  UserCheck,
  Video,
} from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { KeyFacts } from '../../components/sections/KeyFacts'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { SectionLink } from '../../components/sections/SectionLink'
import { DeploymentDiagram } from '../../components/visuals/diagrams/DeploymentDiagram'
import { AdminConsoleScreen } from '../../components/visuals/screens/AdminConsoleScreen'

export default function EnterpriseEditionPage() {
  return (
    <>
      <PageHero
        aside={<AdminConsoleScreen edition="enterprise" captionDisplay="hidden" tone="dark" />}
        asideDisplay="all"
      />
      <KeyFacts edition="enterprise" />
      <ProseSection copyKey="audience" />
      <FeatureGrid copyKey="deployment" tone="muted" icons={[Cloud, Globe, Layers]} />
      <DeploymentDiagram edition="enterprise" />
      <FeatureGrid copyKey="encrypted" tone="dark" wideFirst icons={[MessageSquare, UsersRound, Video, FileLock2]} />
      <FeatureGrid copyKey="identity" icons={[Fingerprint, UserCheck, Smartphone, Trash2, Settings, Archive]} />
      <ProseSection copyKey="compliance" tone="muted">
        <SectionLink to="trustCentre" copyKey="sectionLinks.trustCentreStatus" namespace="common" />
      </ProseSection>
      <LinkCards
        copyKey="related"
        pages={['productGovernment', 'productOnPremises', 'productVoiceGateway']}
        withPageIcons
      />
      <CtaBand />
    </>
  )
}
