import { CtaBand } from '../../components/sections/CtaBand'
import { FaqList } from '../../components/sections/FaqList'
import { PageHero } from '../../components/sections/PageHero'

const namespace = 'faqs'

export default function FaqsPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <FaqList namespace={namespace} copyKey="security" />
      <FaqList namespace={namespace} copyKey="deployment" tone="muted" />
      <FaqList namespace={namespace} copyKey="commercial" />
      <CtaBand />
    </>
  )
}
