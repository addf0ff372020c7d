import { CtaBand } from '../../components/sections/CtaBand'
import { FaqList } from '../../components/sections/FaqList'
import { PageHero } from '../../components/sections/PageHero'
import { PageContents } from '../../components/sections/PageContents'

export default function FaqsPage() {
  return (
    <>
      <PageHero aside={<PageContents entries={['security', 'deployment', 'commercial']} />} />
      <FaqList copyKey="security" />
      <FaqList copyKey="deployment" tone="muted" />
      <FaqList copyKey="commercial" />
      <CtaBand />
    </>
  )
}
