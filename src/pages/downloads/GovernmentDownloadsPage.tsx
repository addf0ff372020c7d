import { Apple, Archive, Monitor, Smartphone, Tablet, Terminal } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { StepList } from '../../components/sections/StepList'

const namespace = 'downloads-government'

export default function GovernmentDownloadsPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <FeatureGrid namespace={namespace} copyKey="packages" icons={[Tablet, Smartphone, Monitor, Apple, Terminal, Archive]} />
      <StepList namespace={namespace} copyKey="steps" tone="muted" />
      <ProseSection namespace={namespace} copyKey="lifecycle" />
      <LinkCards namespace={namespace} copyKey="related" pages={['productGovernment', 'contact', 'getStarted']} />
      <CtaBand />
    </>
  )
}
