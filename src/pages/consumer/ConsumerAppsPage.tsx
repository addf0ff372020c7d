import { Cloud, FileWarning, Phone, UserX } from 'lucide-react'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

export default function ConsumerAppsPage() {
  return (
    <>
      <PageHero />
      <FeatureGrid copyKey="gaps" columns={2} icons={[Phone, UserX, Cloud, FileWarning]} />
      <ComparisonTable copyKey="compare" tone="muted" />
      <ProseSection copyKey="move" />
      <LinkCards copyKey="related" pages={['solutionMessaging', 'productEnterprise', 'getStarted']} />
      <CtaBand />
    </>
  )
}
