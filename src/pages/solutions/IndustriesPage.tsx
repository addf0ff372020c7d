import type { LucideIcon } from 'lucide-react'
import {
  Building,
  Cloud,
  Euro,
  Landmark,
  PhoneForwarded,
  Scale,
  ServerCog,
  ShieldHalf,
  Stethoscope,
  Wallet,
  Zap,
} from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { heroLinkClasses, HeroLinkPanel } from '../../components/sections/HeroLinkPanel'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { SectionLink } from '../../components/sections/SectionLink'
import { LabelledParts } from '../../components/sections/LabelledParts'
import { Section } from '../../components/sections/Section'
import type { sectorListCopy } from '../../content/pageCopy/industries'
import { usePageCopy } from '../../i18n/pageCopy'

const sectorIcons: LucideIcon[] = [Landmark, ShieldHalf, Wallet, Euro, Stethoscope, Zap, Scale]

/** The element id of a sector's card, which the hero's list links to. */
const sectorId = (index: number) => `sector-${index + 1}`

/**
 * The hero's list of the sectors the page covers, each a link to its card below (design review
 * DES-07: the heading stood beside an empty dark band). Named by the cards' own titles; the band
 * below carries the same heading, so here it is a label, not a heading.
 */
function SectorLinks() {
  const copy = usePageCopy<typeof sectorListCopy>('sectors')
  return (
    <HeroLinkPanel id="sector-links" title={copy.heading} titleAs="p">
      {copy.items.map((item, index) => (
        <li key={item.title}>
          <a href={`#${sectorId(index)}`} className={heroLinkClasses()}>
            {item.title}
          </a>
        </li>
      ))}
    </HeroLinkPanel>
  )
}

/** Each sector's rule, what Vaultline provides towards it and what stays with the customer. */
function SectorDuties() {
  const copy = usePageCopy<typeof sectorListCopy>('sectors')
  const parts = ['rule', 'provides', 'customer'] as const
  return (
    <Section id="sectors" heading={copy.heading} lead={copy.lead}>
      <ul role="list" className="mt-10 grid gap-6 lg:grid-cols-2">
        {copy.items.map((item, index) => {
          const Icon = sectorIcons[index % sectorIcons.length]
          return (
            <li
              key={item.title}
              id={sectorId(index)}
              className="rounded-xl border border-ink-200 bg-white p-6 shadow-sm"
            >
              {Icon && <Icon aria-hidden="true" className="size-7 text-accent-600" />}
              <h3 className="mt-4 text-lg font-semibold text-ink-950">{item.title}</h3>
              <LabelledParts parts={parts} labels={copy.labels} item={item} />
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

export default function IndustriesPage() {
  return (
    <>
      <PageHero aside={<SectorLinks />} />
      <SectorDuties />
      <ProseSection copyKey="approach" tone="muted">
        <SectionLink to="trustCentre" copyKey="sectionLinks.trustCentreStatus" namespace="common" />
      </ProseSection>
      <LinkCards
        copyKey="deploy"
        pages={['productEnterprise', 'productGovernment', 'productOnPremises', 'productVoiceGateway']}
        icons={[Cloud, Building, ServerCog, PhoneForwarded]}
      />
      <CtaBand />
    </>
  )
}
