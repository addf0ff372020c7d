import { Building2, Megaphone, MessagesSquare, Network, Tag, Timer } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { SectionLink } from '../../components/sections/SectionLink'
import { ConversationScreen } from '../../components/visuals/screens/ConversationScreen'

export default function SecureMessagingPage() {
  return (
    <>
      {/* The conversation this page is about, drawn, beside its headline on wide screens (design review DES-07). */}
      <PageHero aside={<ConversationScreen captionDisplay="hidden" tone="dark" />} />
      <FeatureGrid copyKey="features" icons={[MessagesSquare, Megaphone, Tag, Timer, Building2, Network]} />
      <ProseSection copyKey="how" tone="muted">
        <SectionLink to="encryption" copyKey="howLink" />
      </ProseSection>
      <ProseSection copyKey="control" />
      <ProseSection copyKey="limits" tone="muted" />
      <LinkCards copyKey="related" pages={['solutionCalls', 'solutionFileTransfer', 'productEnterprise']} />
      <CtaBand />
    </>
  )
}
