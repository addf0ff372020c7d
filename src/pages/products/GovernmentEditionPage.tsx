import { Antenna, Briefcase, FileLock2, Fingerprint, KeyRound, MapPin, MessageSquare, Network, Server, Settings, Smartphone, Trash2, UserCheck, Users, Video } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'product-government'

export default function GovernmentEditionPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <ProseSection namespace={namespace} copyKey="audience" />
      <FeatureGrid namespace={namespace} copyKey="deployment" tone="muted" columns={4} icons={[Server, MapPin, UserCheck, KeyRound]} />
      <FeatureGrid namespace={namespace} copyKey="encrypted" tone="dark" icons={[MessageSquare, Video, FileLock2]} />
      <FeatureGrid namespace={namespace} copyKey="identity" icons={[Fingerprint, Users, Smartphone, Trash2, Settings, Network]} />
      <ProseSection namespace={namespace} copyKey="compliance" tone="muted" />
      <LinkCards namespace={namespace} copyKey="related" pages={['productOnPremises', 'productEnterprise', 'productVoiceGateway']} icons={[Server, Briefcase, Antenna]} />
      <CtaBand />
    </>
  )
}
