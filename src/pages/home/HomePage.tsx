import { AlertTriangle, Antenna, Atom, BadgeCheck, Ban, Bot, Briefcase, Bug, Building2, EyeOff, FolderLock, Landmark, MessageSquare, Network, PhoneCall, RadioTower, ScrollText, Server, ShieldCheck } from 'lucide-react'
import { LatestPosts } from '../../components/blog/LatestPosts'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { PrimaryActions } from '../../components/sections/PrimaryActions'

export default function HomePage() {
  return (
    <>
      <PageHero
       
        actions={<PrimaryActions />}
      />
      <LinkCards
       
        copyKey="capabilities"
        pages={['solutionMessaging', 'solutionCalls', 'solutionFileTransfer']}
        icons={[MessageSquare, PhoneCall, FolderLock]}
      />
      <LinkCards
       
        copyKey="threats"
        tone="muted"
        pages={['threatAirInterface', 'threatNetwork', 'threatApplication', 'threatAi', 'threatQuantum', 'threats']}
        icons={[RadioTower, Network, Bug, Bot, Atom, AlertTriangle]}
      />
      <LinkCards
       
        copyKey="editions"
        pages={['productEnterprise', 'productGovernment', 'productOnPremises', 'productVoiceGateway']}
        icons={[Briefcase, Landmark, Server, Antenna]}
      />
      <FeatureGrid copyKey="trust" tone="dark" icons={[ScrollText, ShieldCheck, Building2, EyeOff, Ban, BadgeCheck]} />
      <LatestPosts count={3} />
      <CtaBand />
    </>
  )
}
