import { FileLock2, FlaskConical, KeyRound, PackageCheck, RefreshCcw, ShieldHalf, Signature } from 'lucide-react'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'encryption'

export default function EncryptionPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <ProseSection namespace={namespace} copyKey="hybrid" />
      <FeatureGrid namespace={namespace} copyKey="building" tone="muted" columns={2} icons={[KeyRound, Signature, FileLock2, RefreshCcw]} />
      <ComparisonTable namespace={namespace} copyKey="algorithms" />
      <FeatureGrid namespace={namespace} copyKey="moving" tone="muted" icons={[FlaskConical, ShieldHalf, PackageCheck]} />
      <ProseSection namespace={namespace} copyKey="server" />
      <LinkCards namespace={namespace} copyKey="related" pages={['threatQuantum', 'productGovernment', 'faqs']} />
      <CtaBand />
    </>
  )
}
