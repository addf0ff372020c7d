import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'

const namespace = 'threat-application'

export default function ApplicationThreatPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <CtaBand />
    </>
  )
}
