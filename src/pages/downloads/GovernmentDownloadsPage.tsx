import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'

const namespace = 'downloads-government'

export default function GovernmentDownloadsPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <CtaBand />
    </>
  )
}
