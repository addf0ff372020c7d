import { Building2, Megaphone, MessagesSquare, Network, Tag, Timer } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'solution-messaging'

export default function SecureMessagingPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <FeatureGrid namespace={namespace} copyKey="features" icons={[MessagesSquare, Megaphone, Tag, Timer, Building2, Network]} />
      <ProseSection namespace={namespace} copyKey="control" tone="muted" />
      <LinkCards namespace={namespace} copyKey="related" pages={['solutionCalls', 'solutionFileTransfer', 'productEnterprise']} />
      <CtaBand />
    </>
  )
}
