import {
  FileLock2,
  Fingerprint,
  KeyRound,
  MapPin,
  MessageSquare,
  UsersRound,
  Network,
  Server,
  Settings,
  Smartphone,
  Trash2,
  UserCheck,
  Users,
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

export default function GovernmentEditionPage() {
  return (
    <>
      <PageHero
        aside={<AdminConsoleScreen edition="government" captionDisplay="hidden" tone="dark" />}
        asideDisplay="all"
      />
      <KeyFacts edition="government" />
      <ProseSection copyKey="audience" />
      <FeatureGrid copyKey="deployment" tone="muted" columns={4} icons={[Server, MapPin, UserCheck, KeyRound]} />
      <DeploymentDiagram edition="government" />
      <FeatureGrid copyKey="encrypted" tone="dark" wideFirst icons={[MessageSquare, UsersRound, Video, FileLock2]} />
      <FeatureGrid copyKey="identity" icons={[Fingerprint, Users, Smartphone, Trash2, Settings, Network]} />
      <ProseSection copyKey="compliance" tone="muted">
        <SectionLink to="trustCentre" copyKey="sectionLinks.trustCentreStatus" namespace="common" />
      </ProseSection>
      <LinkCards
        copyKey="related"
        pages={['productOnPremises', 'productEnterprise', 'productVoiceGateway']}
        withPageIcons
      />
      <CtaBand />
    </>
  )
}
