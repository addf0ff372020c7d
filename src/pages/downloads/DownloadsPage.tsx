import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'

const namespace = 'downloads'

export default function DownloadsPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <CtaBand />
    </>
  )
}
