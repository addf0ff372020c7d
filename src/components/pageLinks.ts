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
  /**
   * Key into common.json: the words under a link card that say where it leads ("See this edition"),
   * for pages that link cards point to (copy review W-4: one "Learn more" on every card said nothing).
   */
  action?: string
}

export const pageLinks = {
  products: {
    label: 'nav.productsOverview',
    hint: 'nav.productsOverviewHint',
    icon: 'Layers',
    action: 'cardAction.editions',
  },
  productEnterprise: {
    label: 'nav.enterprise',
    hint: 'nav.enterpriseHint',
    icon: 'Briefcase',
    action: 'cardAction.edition',
  },
  productGovernment: {
    label: 'nav.government',
    hint: 'nav.governmentHint',
    icon: 'Landmark',
    action: 'cardAction.edition',
  },
  productOnPremises: {
    label: 'nav.onPremises',
    hint: 'nav.onPremisesHint',
    icon: 'Server',
    action: 'cardAction.edition',
  },
  productVoiceGateway: {
    label: 'nav.voiceGateway',
    hint: 'nav.voiceGatewayHint',
    icon: 'Antenna',
    // An add-on to the editions, not a fourth one (fourth fresh read, en 16).
    action: 'cardAction.addOn',
  },
  solutions: { label: 'nav.solutionsOverview', hint: 'nav.solutionsOverviewHint' },
  solutionMessaging: {
    label: 'nav.secureMessaging',
    hint: 'nav.secureMessagingHint',
    icon: 'MessageSquare',
    action: 'cardAction.solution',
  },
  solutionCalls: {
    label: 'nav.secureCalls',
    hint: 'nav.secureCallsHint',
    icon: 'PhoneCall',
    action: 'cardAction.solution',
  },
  solutionFileTransfer: {
    label: 'nav.secureFileTransfer',
    hint: 'nav.secureFileTransferHint',
    icon: 'FolderLock',
    action: 'cardAction.solution',
  },
  solutionIndustries: {
    label: 'nav.industries',
    hint: 'nav.industriesHint',
    icon: 'Building2',
    action: 'cardAction.industries',
  },
  outOfBand: { label: 'nav.outOfBand', hint: 'nav.outOfBandHint', icon: 'Siren', action: 'cardAction.outOfBand' },
  consumerApps: {
    label: 'nav.consumerApps',
    hint: 'nav.consumerAppsHint',
    icon: 'Smartphone',
    action: 'cardAction.consumerApps',
  },
  threats: {
    label: 'nav.threatsOverview',
    hint: 'nav.threatsOverviewHint',
    icon: 'AlertTriangle',
    action: 'cardAction.layers',
  },
  threatAirInterface: {
    label: 'nav.airInterface',
    hint: 'nav.airInterfaceHint',
    icon: 'RadioTower',
    action: 'cardAction.layer',
  },
  threatNetwork: { label: 'nav.network', hint: 'nav.networkHint', icon: 'Network', action: 'cardAction.layer' },
  threatApplication: { label: 'nav.application', hint: 'nav.applicationHint', icon: 'Bug', action: 'cardAction.layer' },
  threatAi: { label: 'nav.ai', hint: 'nav.aiHint', icon: 'Bot', action: 'cardAction.layer' },
  threatQuantum: { label: 'nav.quantum', hint: 'nav.quantumHint', icon: 'Atom', action: 'cardAction.layer' },
  encryption: {
    label: 'nav.encryption',
    hint: 'nav.encryptionHint',
    icon: 'KeyRound',
    action: 'cardAction.encryption',
  },
  faqs: { label: 'nav.faqs', hint: 'nav.faqsHint', action: 'cardAction.faqs' },
  downloadsGovernment: {
    label: 'nav.governmentDownloads',
    hint: 'nav.governmentDownloadsHint',
    action: 'cardAction.downloads',
  },
  competitorComparison: { label: 'nav.comparison', hint: 'nav.comparisonHint' },
  blog: { label: 'nav.blog', action: 'cardAction.blog' },
  contact: { label: 'nav.contact', action: 'cardAction.contact' },
  downloads: { label: 'nav.downloads', action: 'cardAction.downloads' },
  getStarted: { label: 'cta.planPilot', action: 'cardAction.getStarted' },
  legalPrivacy: { label: 'footer.privacy' },
  legalTerms: { label: 'footer.terms' },
  legalCookies: { label: 'footer.cookies' },
  accessibility: { label: 'footer.accessibility', action: 'cardAction.accessibility' },
  vulnerabilityDisclosure: { label: 'footer.vulnerabilityDisclosure', action: 'cardAction.vulnerabilityDisclosure' },
  security: { label: 'footer.security', action: 'cardAction.security' },
  trustCentre: { label: 'nav.trustCentre', hint: 'nav.trustCentreHint', action: 'cardAction.trustCentre' },
  company: { label: 'footer.company', action: 'cardAction.company' },
  glossary: { label: 'footer.glossary' },
  signIn: { label: 'footer.staffSignIn' },
} as const satisfies Partial<Record<PageId, PageLinkMeta>>

export type LinkedPage = keyof typeof pageLinks

/** The pages a link card may lead to: those whose card says where it leads. */
export type CardPage = {
  [Page in LinkedPage]: (typeof pageLinks)[Page] extends { action: string } ? Page : never
}[LinkedPage]
