import { CloudOff, Download, FileLock2, Fingerprint, KeyRound, MessageSquare, ScrollText, Server, Settings, Smartphone, Trash2, Users, Video } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

export default function OnPremisesEditionPage() {
  return (
    <>
      <PageHero />
      <ProseSection copyKey="audience" />
      <FeatureGrid copyKey="deployment" tone="muted" columns={4} icons={[Server, CloudOff, Download, KeyRound]} />
      <FeatureGrid copyKey="encrypted" tone="dark" icons={[MessageSquare, Video, FileLock2]} />
      <FeatureGrid copyKey="identity" icons={[Fingerprint, Users, Smartphone, Trash2, Settings, ScrollText]} />
      <ProseSection copyKey="compliance" tone="muted" />
      <LinkCards copyKey="related" pages={['productGovernment', 'productEnterprise', 'productVoiceGateway']} withPageIcons />
      <CtaBand />
    </>
  )
}
