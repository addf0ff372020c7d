import { AudioWaveform, Briefcase, Fingerprint, Landmark, Network, PhoneCall, Plug, RefreshCcw, Server } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { StepList } from '../../components/sections/StepList'

const namespace = 'product-voice-gateway'

export default function VoiceGatewayPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <ProseSection namespace={namespace} copyKey="audience" />
      <FeatureGrid namespace={namespace} copyKey="deployment" tone="muted" icons={[Server, RefreshCcw, AudioWaveform]} />
      <StepList namespace={namespace} copyKey="callPath" />
      <ProseSection namespace={namespace} copyKey="honesty" tone="muted" />
      <FeatureGrid namespace={namespace} copyKey="integration" tone="dark" columns={4} icons={[Plug, Network, PhoneCall, Fingerprint]} />
      <ProseSection namespace={namespace} copyKey="compliance" />
      <LinkCards namespace={namespace} copyKey="related" tone="muted" pages={['productEnterprise', 'productGovernment', 'productOnPremises']} icons={[Briefcase, Landmark, Server]} />
      <CtaBand />
    </>
  )
}
