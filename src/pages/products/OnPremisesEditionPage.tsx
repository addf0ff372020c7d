import {
  CloudOff,
  Download,
  FileLock2,
  Fingerprint,
  KeyRound,
  MessageSquare,
  UsersRound,
  ScrollText,
  Server,
  Settings,
  Smartphone,
  Trash2,
  Users,
  Video,
} from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { KeyFacts } from '../../components/sections/KeyFacts'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { DeploymentDiagram } from '../../components/visuals/diagrams/DeploymentDiagram'
import { AdminConsoleScreen } from '../../components/visuals/screens/AdminConsoleScreen'

export default function OnPremisesEditionPage() {
  return (
    <>
      <PageHero
        aside={<AdminConsoleScreen edition="onPremises" captionDisplay="hidden" tone="dark" />}
        asideDisplay="all"
      />
      <KeyFacts edition="onPremises" />
      <ProseSection copyKey="audience" />
      <FeatureGrid copyKey="deployment" tone="muted" columns={4} icons={[Server, CloudOff, Download, KeyRound]} />
      <DeploymentDiagram edition="onPremises" />
      <FeatureGrid copyKey="encrypted" tone="dark" wideFirst icons={[MessageSquare, UsersRound, Video, FileLock2]} />
      <FeatureGrid copyKey="identity" icons={[Fingerprint, Users, Smartphone, Trash2, Settings, ScrollText]} />
      <ProseSection copyKey="compliance" tone="muted" />
      <LinkCards
        copyKey="related"
        pages={['productGovernment', 'productEnterprise', 'productVoiceGateway']}
        withPageIcons
      />
      <CtaBand />
    </>
  )
}
