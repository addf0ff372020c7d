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
import { useTranslation } from 'react-i18next'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { buttonClasses } from '../../components/ui/buttonClasses'
import { PageLink } from '../../components/ui/PageLink'

const namespace = 'solutions'

export default function SolutionsPage() {
  const { t } = useTranslation('common')
  return (
    <>
      <PageHero
        namespace={namespace}
        actions={
          <>
            <PageLink to="contact" hash="request-a-demo" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>{t('cta.requestDemo')}</PageLink>
            <PageLink to="getStarted" className={buttonClasses({ variant: 'ghostInverse', size: 'lg' })}>{t('cta.getStarted')}</PageLink>
          </>
        }
      />
      <LinkCards
        namespace={namespace}
        copyKey="capabilities"
        pages={['solutionMessaging', 'solutionCalls', 'solutionFileTransfer', 'solutionIndustries']}
        icons={[MessageSquare, PhoneCall, FolderLock, Building2]}
      />
      <FeatureGrid
        namespace={namespace}
        copyKey="useCases"
        tone="dark"
        icons={[Users, Briefcase, ScanSearch, Siren, Plane, Handshake]}
      />
      <LinkCards namespace={namespace} copyKey="prepare" tone="muted" pages={['outOfBand', 'consumerApps']} icons={[Siren, Smartphone]} />
      <LinkCards
        namespace={namespace}
        copyKey="editions"
        pages={['productEnterprise', 'productGovernment', 'productOnPremises', 'productVoiceGateway']}
        icons={[Cloud, Landmark, Server, Plug]}
      />
      <CtaBand />
    </>
  )
}
