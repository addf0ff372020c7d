/**
 * How a page is named and pictured wherever another part of the site links to it: its label and
 * hint in the main menu and footer (keys into common.json), and its icon on link cards. One entry
 * per page, so the menu, the footer and the cards cannot drift apart.
 */
import type { CardIconName } from './sections/cardIcons'
import type { PageId } from '../../routes.config'

export interface PageLinkMeta {
  /** Key into common.json: the page's name in the menu and the footer. */
  label: string
  /** Key into common.json: what the page is for, under its name in the menu. */
  hint?: string
  /** The page's icon on link cards, by name: only the cards load the icons, not the menu. */
  icon?: CardIconName
}

export const pageLinks = {
  products: { label: 'nav.productsOverview', hint: 'nav.productsOverviewHint', icon: 'Layers' },
  productEnterprise: { label: 'nav.enterprise', hint: 'nav.enterpriseHint', icon: 'Briefcase' },
  productGovernment: { label: 'nav.government', hint: 'nav.governmentHint', icon: 'Landmark' },
  productOnPremises: { label: 'nav.onPremises', hint: 'nav.onPremisesHint', icon: 'Server' },
  productVoiceGateway: { label: 'nav.voiceGateway', hint: 'nav.voiceGatewayHint', icon: 'Antenna' },
  solutions: { label: 'nav.solutionsOverview', hint: 'nav.solutionsOverviewHint' },
  solutionMessaging: { label: 'nav.secureMessaging', hint: 'nav.secureMessagingHint', icon: 'MessageSquare' },
  solutionCalls: { label: 'nav.secureCalls', hint: 'nav.secureCallsHint', icon: 'PhoneCall' },
  solutionFileTransfer: { label: 'nav.secureFileTransfer', hint: 'nav.secureFileTransferHint', icon: 'FolderLock' },
  solutionIndustries: { label: 'nav.industries', hint: 'nav.industriesHint', icon: 'Building2' },
  outOfBand: { label: 'nav.outOfBand', hint: 'nav.outOfBandHint', icon: 'Siren' },
  consumerApps: { label: 'nav.consumerApps', hint: 'nav.consumerAppsHint', icon: 'Smartphone' },
  threats: { label: 'nav.threatsOverview', hint: 'nav.threatsOverviewHint', icon: 'AlertTriangle' },
  threatAirInterface: { label: 'nav.airInterface', hint: 'nav.airInterfaceHint', icon: 'RadioTower' },
  threatNetwork: { label: 'nav.network', hint: 'nav.networkHint', icon: 'Network' },
  threatApplication: { label: 'nav.application', hint: 'nav.applicationHint', icon: 'Bug' },
  threatAi: { label: 'nav.ai', hint: 'nav.aiHint', icon: 'Bot' },
  threatQuantum: { label: 'nav.quantum', hint: 'nav.quantumHint', icon: 'Atom' },
  encryption: { label: 'nav.encryption', hint: 'nav.encryptionHint', icon: 'KeyRound' },
  faqs: { label: 'nav.faqs', hint: 'nav.faqsHint' },
  downloadsGovernment: { label: 'nav.governmentDownloads', hint: 'nav.governmentDownloadsHint' },
  competitorComparison: { label: 'nav.comparison', hint: 'nav.comparisonHint' },
  blog: { label: 'nav.blog' },
  contact: { label: 'nav.contact' },
  downloads: { label: 'nav.downloads' },
  getStarted: { label: 'cta.planPilot' },
  legalPrivacy: { label: 'footer.privacy' },
  legalTerms: { label: 'footer.terms' },
  legalCookies: { label: 'footer.cookies' },
  accessibility: { label: 'footer.accessibility' },
  vulnerabilityDisclosure: { label: 'footer.vulnerabilityDisclosure' },
  security: { label: 'footer.security' },
  trustCentre: { label: 'nav.trustCentre', hint: 'nav.trustCentreHint' },
  company: { label: 'footer.company' },
  signIn: { label: 'footer.staffSignIn' },
} as const satisfies Partial<Record<PageId, PageLinkMeta>>

export type LinkedPage = keyof typeof pageLinks
