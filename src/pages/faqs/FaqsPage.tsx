import { CtaBand } from '../../components/sections/CtaBand'
import { FaqList } from '../../components/sections/FaqList'
import { PageHero } from '../../components/sections/PageHero'

export default function FaqsPage() {
  return (
    <>
      <PageHero />
      <FaqList copyKey="security" />
      <FaqList copyKey="deployment" tone="muted" />
      <FaqList copyKey="commercial" />
      <CtaBand />
    </>
  )
}
