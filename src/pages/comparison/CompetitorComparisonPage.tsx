import { MessageSquare, Phone, Radio, Users } from 'lucide-react'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { PageContents } from '../../components/sections/PageContents'
import { ProseSection } from '../../components/sections/ProseSection'

export default function CompetitorComparisonPage() {
  return (
    <>
      <PageHero aside={<PageContents entries={['method', 'table', 'fairness', 'related']} />} />
      <ProseSection copyKey="method" />
      <ComparisonTable copyKey="table" tone="muted" ours={0} />
      <FeatureGrid copyKey="fairness" tone="dark" columns={4} icons={[MessageSquare, Users, Radio, Phone]} />
      <LinkCards copyKey="related" pages={['encryption', 'consumerApps', 'products']} withPageIcons />
      <CtaBand />
    </>
  )
}
