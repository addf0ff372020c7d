import { Apple, Archive, Monitor, Smartphone, Tablet, Terminal } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { StepList } from '../../components/sections/StepList'

export default function GovernmentDownloadsPage() {
  return (
    <>
      <PageHero actions={null} />
      <FeatureGrid copyKey="packages" icons={[Tablet, Smartphone, Monitor, Apple, Terminal, Archive]} />
      <StepList copyKey="steps" tone="muted" />
      <ProseSection copyKey="lifecycle" />
      <LinkCards copyKey="related" pages={['productGovernment', 'contact', 'getStarted']} />
      <CtaBand />
    </>
  )
}
