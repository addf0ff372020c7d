import { CtaBand } from '../../components/sections/CtaBand'
import { Accessibility, BadgeCheck, Building2, Bug, KeyRound, PackageCheck } from 'lucide-react'
import { EmailContactSection } from '../../components/sections/EmailContactSection'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { site } from '../../config/site'
import { SecurityReportLinks } from './SecurityReportLinks'

/**
 * The security overview (/security/, design review 2026-12-01 DES-06): where to find what Vaultline
 * publishes about its security (the Trust Centre, the encryption design, the disclosure policy,
 * verified downloads, the company, accessibility), and the address for a vulnerability report.
 * The disclosure policy's breadcrumb leads here.
 */
export default function SecurityPage() {
  return (
    <>
      <PageHero aside={<SecurityReportLinks />} />
      <LinkCards
        copyKey="topics"
        pages={['trustCentre', 'encryption', 'vulnerabilityDisclosure', 'downloads', 'company', 'accessibility']}
        icons={[BadgeCheck, KeyRound, Bug, PackageCheck, Building2, Accessibility]}
      />
      <EmailContactSection copyKey="report" id="report" email={site.email.security} tone="muted" />
      <CtaBand />
    </>
  )
}
