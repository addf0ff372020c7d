import { FileLock2, FlaskConical, KeyRound, PackageCheck, RefreshCcw, ShieldHalf, Signature } from 'lucide-react'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

export default function EncryptionPage() {
  return (
    <>
      <PageHero />
      <ProseSection copyKey="hybrid" />
      <FeatureGrid copyKey="building" tone="muted" columns={2} icons={[KeyRound, Signature, FileLock2, RefreshCcw]} />
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
