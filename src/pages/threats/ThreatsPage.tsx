import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'

const namespace = 'threats'

export default function ThreatsPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <CtaBand />
    </>
  )
}
