import { Cloud, FileWarning, Phone, UserX } from 'lucide-react'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'consumer-apps'

export default function ConsumerAppsPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <FeatureGrid namespace={namespace} copyKey="gaps" columns={2} icons={[Phone, UserX, Cloud, FileWarning]} />
      <ComparisonTable namespace={namespace} copyKey="compare" tone="muted" />
      <ProseSection namespace={namespace} copyKey="move" />
      <LinkCards namespace={namespace} copyKey="related" pages={['solutionMessaging', 'productEnterprise', 'getStarted']} />
      <CtaBand />
    </>
  )
}
