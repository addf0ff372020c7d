import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'

const namespace = 'solution-file-transfer'

export default function SecureFileTransferPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <CtaBand />
    </>
  )
}
