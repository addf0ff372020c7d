import type { PageId } from '../../../routes.config'

/** Keys into common.json `nav`. */
type NavLabel = string

export interface NavLinkItem {
  page: PageId
  label: NavLabel
  hint?: NavLabel
}

export interface NavGroup {
  label: NavLabel
  items: NavLinkItem[]
}

export type NavEntry = NavGroup | (NavLinkItem & { items?: undefined })

/** The main menu, in this order: Products, Solutions, Threats, Resources, Blog & Insights, Contact, Downloads. */
export const mainNavigation: NavEntry[] = [
  {
    label: 'products',
    items: [
      { page: 'products', label: 'productsOverview', hint: 'productsOverviewHint' },
      { page: 'productEnterprise', label: 'enterprise', hint: 'enterpriseHint' },
      { page: 'productGovernment', label: 'government', hint: 'governmentHint' },
      { page: 'productOnPremises', label: 'onPremises', hint: 'onPremisesHint' },
      { page: 'productVoiceGateway', label: 'voiceGateway', hint: 'voiceGatewayHint' },
    ],
  },
  {
    label: 'solutions',
    items: [
      { page: 'solutions', label: 'solutionsOverview', hint: 'solutionsOverviewHint' },
      { page: 'solutionMessaging', label: 'secureMessaging', hint: 'secureMessagingHint' },
      { page: 'solutionCalls', label: 'secureCalls', hint: 'secureCallsHint' },
      { page: 'solutionFileTransfer', label: 'secureFileTransfer', hint: 'secureFileTransferHint' },
      { page: 'solutionIndustries', label: 'industries', hint: 'industriesHint' },
      { page: 'outOfBand', label: 'outOfBand', hint: 'outOfBandHint' },
      { page: 'consumerApps', label: 'consumerApps', hint: 'consumerAppsHint' },
    ],
  },
  {
    label: 'threats',
    items: [
      { page: 'threats', label: 'threatsOverview', hint: 'threatsOverviewHint' },
      { page: 'threatAirInterface', label: 'airInterface', hint: 'airInterfaceHint' },
      { page: 'threatNetwork', label: 'network', hint: 'networkHint' },
      { page: 'threatApplication', label: 'application', hint: 'applicationHint' },
      { page: 'threatAi', label: 'ai', hint: 'aiHint' },
      { page: 'threatQuantum', label: 'quantum', hint: 'quantumHint' },
    ],
  },
  {
    label: 'resources',
    items: [
      { page: 'encryption', label: 'encryption', hint: 'encryptionHint' },
      { page: 'faqs', label: 'faqs', hint: 'faqsHint' },
      { page: 'downloadsGovernment', label: 'governmentDownloads', hint: 'governmentDownloadsHint' },
      { page: 'competitorComparison', label: 'comparison', hint: 'comparisonHint' },
    ],
  },
  { page: 'blog', label: 'blog' },
  { page: 'contact', label: 'contact' },
  { page: 'downloads', label: 'downloads' },
]

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return entry.items !== undefined
}
