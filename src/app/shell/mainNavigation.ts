import { pageLinks, type LinkedPage, type PageLinkMeta } from '../../components/pageLinks'

export interface NavLinkItem extends PageLinkMeta {
  page: LinkedPage
}

export interface NavGroup {
  /** Key into common.json. */
  label: string
  items: NavLinkItem[]
}

export type NavEntry = NavGroup | (NavLinkItem & { items?: undefined })

function link(page: LinkedPage): NavLinkItem {
  return { page, ...pageLinks[page] }
}

/** The main menu, in this order: Products, Solutions, Threats, Resources, Blog & Insights, Contact, Downloads. */
export const mainNavigation: NavEntry[] = [
  {
    label: 'nav.products',
    items: [
      link('products'),
      link('productEnterprise'),
      link('productGovernment'),
      link('productOnPremises'),
      link('productVoiceGateway'),
    ],
  },
  {
    label: 'nav.solutions',
    items: [
      link('solutions'),
      link('solutionMessaging'),
      link('solutionCalls'),
      link('solutionFileTransfer'),
      link('solutionIndustries'),
      link('outOfBand'),
      link('consumerApps'),
    ],
  },
  {
    label: 'nav.threats',
    items: [
      link('threats'),
      link('threatAirInterface'),
      link('threatNetwork'),
      link('threatApplication'),
      link('threatAi'),
      link('threatQuantum'),
    ],
  },
  {
    label: 'nav.resources',
    items: [
      link('trustCentre'),
      link('encryption'),
      link('faqs'),
      link('downloadsGovernment'),
      link('competitorComparison'),
    ],
  },
  link('blog'),
  link('contact'),
  link('downloads'),
]

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return entry.items !== undefined
}
