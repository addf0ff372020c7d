import {
  Briefcase,
  Building2,
  Cloud,
  FolderLock,
  Handshake,
  Landmark,
  MessageSquare,
  PhoneCall,
  Plane,
  Plug,
  ScanSearch,
  Server,
  Siren,
  Smartphone,
  Users,
} from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { PrimaryActions } from '../../components/sections/PrimaryActions'

export default function SolutionsPage() {
  return (
    <>
      <PageHero
       
        actions={<PrimaryActions />}
      />
      <LinkCards
       
        copyKey="capabilities"
        pages={['solutionMessaging', 'solutionCalls', 'solutionFileTransfer', 'solutionIndustries']}
        icons={[MessageSquare, PhoneCall, FolderLock, Building2]}
      />
      <FeatureGrid
       
        copyKey="useCases"
        tone="dark"
        icons={[Users, Briefcase, ScanSearch, Siren, Plane, Handshake]}
      />
      <LinkCards copyKey="prepare" tone="muted" pages={['outOfBand', 'consumerApps']} icons={[Siren, Smartphone]} />
      <LinkCards
       
        copyKey="editions"
        pages={['productEnterprise', 'productGovernment', 'productOnPremises', 'productVoiceGateway']}
        icons={[Cloud, Landmark, Server, Plug]}
      />
      <CtaBand />
    </>
  )
}
