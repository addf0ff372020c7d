import { FileLock2, FlaskConical, KeyRound, PackageCheck, RefreshCcw, ShieldHalf, Signature } from 'lucide-react'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { PageContents } from '../../components/sections/PageContents'
import { ProseSection } from '../../components/sections/ProseSection'
import { KeyExchangeDiagram } from '../../components/visuals/diagrams/KeyExchangeDiagram'
import { RatchetDiagram } from '../../components/visuals/diagrams/RatchetDiagram'

export default function EncryptionPage() {
  return (
    <>
      <PageHero
        align="start"
        aside={
          <PageContents
            entries={[
              'hybrid',
              { id: 'key-exchange', copyKey: 'keyExchange', namespace: 'visuals' },
              'building',
              { id: 'ratchet', copyKey: 'ratchet', namespace: 'visuals' },
              'algorithms',
              'moving',
              'server',
              { id: 'server-view', copyKey: 'serverView' },
              { id: 'server-operators', copyKey: 'serverOperators' },
              'related',
            ]}
          />
        }
      />
      <ProseSection copyKey="hybrid" />
      <KeyExchangeDiagram tone="muted" />
      <FeatureGrid copyKey="building" columns={2} icons={[KeyRound, Signature, FileLock2, RefreshCcw]} />
      <RatchetDiagram tone="muted" />
      <ComparisonTable copyKey="algorithms" />
      <FeatureGrid copyKey="moving" tone="muted" icons={[FlaskConical, ShieldHalf, PackageCheck]} />
      <ProseSection copyKey="server" />
      <ComparisonTable copyKey="serverView" id="server-view" />
      <ComparisonTable copyKey="serverOperators" id="server-operators" tone="muted" />
      <LinkCards copyKey="related" pages={['threatQuantum', 'productGovernment', 'faqs']} />
      <CtaBand />
    </>
  )
}
