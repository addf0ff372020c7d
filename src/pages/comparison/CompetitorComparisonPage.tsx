import { KeyRound, Layers, MessageSquare, Phone, Radio, Smartphone, Users } from 'lucide-react'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'comparison'

export default function CompetitorComparisonPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <ProseSection namespace={namespace} copyKey="method" />
      <ComparisonTable namespace={namespace} copyKey="table" tone="muted" />
      <FeatureGrid namespace={namespace} copyKey="fairness" tone="dark" columns={4} icons={[MessageSquare, Users, Radio, Phone]} />
      <LinkCards namespace={namespace} copyKey="related" pages={['encryption', 'consumerApps', 'products']} icons={[KeyRound, Smartphone, Layers]} />
      <CtaBand />
    </>
  )
}
