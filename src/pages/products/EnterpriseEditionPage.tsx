import { Archive, Cloud, FileLock2, Fingerprint, Globe, Layers, MessageSquare, Settings, Smartphone, Trash2, UserCheck, Video } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

export default function EnterpriseEditionPage() {
  return (
    <>
      <PageHero />
      <ProseSection copyKey="audience" />
      <FeatureGrid copyKey="deployment" tone="muted" icons={[Cloud, Globe, Layers]} />
      <FeatureGrid copyKey="encrypted" tone="dark" icons={[MessageSquare, Video, FileLock2]} />
      <FeatureGrid copyKey="identity" icons={[Fingerprint, UserCheck, Smartphone, Trash2, Settings, Archive]} />
      <ProseSection copyKey="compliance" tone="muted" />
      <LinkCards copyKey="related" pages={['productGovernment', 'productOnPremises', 'productVoiceGateway']} withPageIcons />
      <CtaBand />
    </>
  )
}
