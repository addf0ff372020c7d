import { Antenna, Briefcase, CloudOff, Download, FileLock2, Fingerprint, KeyRound, Landmark, MessageSquare, ScrollText, Server, Settings, Smartphone, Trash2, Users, Video } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'product-on-premises'

export default function OnPremisesEditionPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <ProseSection namespace={namespace} copyKey="audience" />
      <FeatureGrid namespace={namespace} copyKey="deployment" tone="muted" columns={4} icons={[Server, CloudOff, Download, KeyRound]} />
      <FeatureGrid namespace={namespace} copyKey="encrypted" tone="dark" icons={[MessageSquare, Video, FileLock2]} />
      <FeatureGrid namespace={namespace} copyKey="identity" icons={[Fingerprint, Users, Smartphone, Trash2, Settings, ScrollText]} />
      <ProseSection namespace={namespace} copyKey="compliance" tone="muted" />
      <LinkCards namespace={namespace} copyKey="related" pages={['productGovernment', 'productEnterprise', 'productVoiceGateway']} icons={[Landmark, Briefcase, Antenna]} />
      <CtaBand />
    </>
  )
}
