import { AlertTriangle, Antenna, Atom, BadgeCheck, Ban, Bot, Briefcase, Bug, Building2, EyeOff, FolderLock, Landmark, MessageSquare, Network, PhoneCall, RadioTower, ScrollText, Server, ShieldCheck } from 'lucide-react'
import { LatestPosts } from '../../components/blog/LatestPosts'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { PrimaryActions } from '../../components/sections/PrimaryActions'

const namespace = 'home'

export default function HomePage() {
  return (
    <>
      <PageHero
        namespace={namespace}
        actions={<PrimaryActions />}
      />
      <LinkCards
        namespace={namespace}
        copyKey="capabilities"
        pages={['solutionMessaging', 'solutionCalls', 'solutionFileTransfer']}
        icons={[MessageSquare, PhoneCall, FolderLock]}
      />
      <LinkCards
        namespace={namespace}
        copyKey="threats"
        tone="muted"
        pages={['threatAirInterface', 'threatNetwork', 'threatApplication', 'threatAi', 'threatQuantum', 'threats']}
        icons={[RadioTower, Network, Bug, Bot, Atom, AlertTriangle]}
      />
      <LinkCards
        namespace={namespace}
        copyKey="editions"
        pages={['productEnterprise', 'productGovernment', 'productOnPremises', 'productVoiceGateway']}
        icons={[Briefcase, Landmark, Server, Antenna]}
      />
      <FeatureGrid namespace={namespace} copyKey="trust" tone="dark" icons={[ScrollText, ShieldCheck, Building2, EyeOff, Ban, BadgeCheck]} />
      <LatestPosts />
      <CtaBand />
    </>
  )
}
