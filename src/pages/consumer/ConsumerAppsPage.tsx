import { ClipboardCheck, Cloud, FileWarning, Phone, SlidersHorizontal, UserX } from 'lucide-react'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { PageContents } from '../../components/sections/PageContents'
import { ProseSection } from '../../components/sections/ProseSection'

export default function ConsumerAppsPage() {
  return (
    <>
      <PageHero actions={null} aside={<PageContents entries={['crypto', 'gaps', 'compare', 'move', 'related']} />} />
      <ProseSection copyKey="crypto" />
      <FeatureGrid
        copyKey="gaps"
        tone="muted"
        icons={[Phone, UserX, FileWarning, Cloud, SlidersHorizontal, ClipboardCheck]}
      />
      <ComparisonTable copyKey="compare" ours={1} />
      <ProseSection copyKey="move" tone="muted" />
      <LinkCards copyKey="related" pages={['solutionMessaging', 'productEnterprise', 'getStarted']} />
      <CtaBand />
    </>
  )
}
