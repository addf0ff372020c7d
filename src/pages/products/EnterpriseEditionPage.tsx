import { Antenna, Archive, Cloud, FileLock2, Fingerprint, Globe, Landmark, Layers, MessageSquare, Server, Settings, Smartphone, Trash2, UserCheck, Video } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'product-enterprise'

export default function EnterpriseEditionPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <ProseSection namespace={namespace} copyKey="audience" />
      <FeatureGrid namespace={namespace} copyKey="deployment" tone="muted" icons={[Cloud, Globe, Layers]} />
      <FeatureGrid namespace={namespace} copyKey="encrypted" tone="dark" icons={[MessageSquare, Video, FileLock2]} />
      <FeatureGrid namespace={namespace} copyKey="identity" icons={[Fingerprint, UserCheck, Smartphone, Trash2, Settings, Archive]} />
      <ProseSection namespace={namespace} copyKey="compliance" tone="muted" />
      <LinkCards namespace={namespace} copyKey="related" pages={['productGovernment', 'productOnPremises', 'productVoiceGateway']} icons={[Landmark, Server, Antenna]} />
      <CtaBand />
    </>
  )
}
