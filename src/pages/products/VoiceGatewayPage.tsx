import { AudioWaveform, Fingerprint, Network, PhoneCall, Plug, RefreshCcw, Server } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { PageContents } from '../../components/sections/PageContents'
import { ProseSection } from '../../components/sections/ProseSection'
import { StepList } from '../../components/sections/StepList'
import { VoiceGatewayDiagram } from '../../components/visuals/diagrams/VoiceGatewayDiagram'

export default function VoiceGatewayPage() {
  return (
    <>
      <PageHero
        align="start"
        aside={
          <PageContents
            entries={[
              'audience',
              'deployment',
              'callPath',
              'honesty',
              { id: 'call-legs', copyKey: 'voiceGateway', namespace: 'visuals' },
              'integration',
              'compliance',
              'related',
            ]}
          />
        }
      />
      <ProseSection copyKey="audience" />
      <FeatureGrid copyKey="deployment" tone="muted" icons={[Server, RefreshCcw, AudioWaveform]} />
      <StepList copyKey="callPath" />
      <ProseSection copyKey="honesty" tone="muted" />
      <VoiceGatewayDiagram />
      <FeatureGrid copyKey="integration" tone="dark" columns={4} icons={[Plug, Network, PhoneCall, Fingerprint]} />
      <ProseSection copyKey="compliance" />
      <LinkCards
        copyKey="related"
        tone="muted"
        pages={['productEnterprise', 'productGovernment', 'productOnPremises']}
        withPageIcons
      />
      <CtaBand />
    </>
  )
}
