/**
 * The route manifest: every path of the site is written here once. The app's router, the
 * language switcher, breadcrumbs, links, sitemap, redirects, hosting files and dist-check all
 * derive from it. A typo in a page id or a language is a type error (see tests/types).
 */
import { languages, type Language } from './src/config/languages'
import { site } from './src/config/site'
import type { LeadIntent } from './src/config/leadIntents'

// Each language is declared once, in src/config/languages.ts (free of imports, so the inline boot script bundles it).
export {
  defaultLanguage,
  inLanguage,
  isStaged,
  languageDeclaration,
  languageOfTag,
  languages,
  languageTag,
  publishedLanguages,
  type Language,
  type LanguageTable,
} from './src/config/languages'

/** The breadcrumb labels of the specification, keys into locales/<lang>/common.json `breadcrumb`. */
export const breadcrumbKeys = [
  'home',
  'products',
  'enterprise',
  'government',
  'onPremises',
  'voiceGateway',
  'solutions',
  'secureMessaging',
  'calls',
  'fileTransfer',
  'threats',
  'threatLandscape',
  'airInterface',
  'network',
  'application',
  'ai',
  'quantumThreats',
  'outOfBand',
  'industries',
  'getStarted',
  'contact',
  'consumerApps',
  'downloads',
  'blog',
  'legal',
  'privacy',
  'terms',
  'cookiePolicy',
  'faqs',
  'encryption',
  'comparison',
  'pricing',
  'signIn',
  'account',
  'governmentDownloads',
  'accessibility',
  'conformanceReport',
  'security',
  'vulnerabilityDisclosure',
  'trustCentre',
  'company',
  'glossary',
] as const
export type BreadcrumbKey = (typeof breadcrumbKeys)[number]

/** A page component file under src/pages/, without extension: 'threats/QuantumThreatPage'. */
export type PageComponentPath = `${string}/${string}Page`

export interface PageDefinition<P extends string = string> {
  /** Path below the language prefix, without slashes; '' is the home page. `:slug` marks the blog post pattern, `:page` the blog index's later pages. */
  path: string
  component: PageComponentPath
  /** Locale namespace holding the page's copy: locales/<lang>/<namespace>.json. */
  namespace: string
  /** Other namespaces the page reads (loaded with it). */
  sharedNamespaces?: readonly string[]
  breadcrumb: BreadcrumbKey
  /** The label this page has when it appears as an ancestor in another page's trail (default: breadcrumb). */
  ancestorBreadcrumb?: BreadcrumbKey
  /** The page above this one in the breadcrumb trail; the home page has none. */
  parent?: P
  /** An unlinked crumb between the parent and this page, for groups that have no page of their own. */
  group?: BreadcrumbKey
  /** 'all': root and every prefix, with hreflang alternates. 'root': English root only. */
  availability: 'all' | 'root'
  indexable: boolean
  /** Data the page reads through <PageData>; the prerender-ready flag waits for it. */
  data?: readonly PageDataKey[]
}

/**
 * Page data sets: route-level ones load with the route (src/data/routeData.ts), ones that depend
 * on the URL (a post, a page of the blog index) through react-query (src/data/blogQueries.ts).
 */
export type PageDataKey = 'blogLatest' | 'blogIndexPage' | 'blogPost' | 'glossaryTerms'

/** Posts per page of the blog index: /blog shows the newest, /blog/page/2 the next, and so on. */
export const blogIndexPageSize = 12

export interface AliasDefinition<P extends string = string> {
  /** Extra path that shows the page directly; its canonical is the page's primary path. */
  path: string
  page: P
  availability: 'all' | 'root'
}

export interface RedirectDefinition<P extends string = string> {
  from: string
  to: P
  /** Languages whose prefix carries this redirect source. */
  sources: readonly Language[]
  /** 'same': the target in the source's language; otherwise a fixed language. */
  targetLanguage: 'same' | Language
}

const product = site.slug

/** Identity function whose types tie page ids, parents and aliases together (TanStack's queryOptions idea). */
export function defineRoutes<const P extends string>(manifest: {
  pages: Record<P, PageDefinition<NoInfer<P>>>
  aliases: readonly AliasDefinition<NoInfer<P>>[]
  redirects: readonly RedirectDefinition<NoInfer<P>>[]
}) {
  return manifest
}

export const routes = defineRoutes({
  pages: {
    home: {
      path: '',
      component: 'home/HomePage',
      namespace: 'home',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'home',
      availability: 'all',
      indexable: true,
      data: ['blogLatest'],
    },

    threats: {
      path: 'threats',
      component: 'threats/ThreatsPage',
      namespace: 'threats',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'threatLandscape',
      ancestorBreadcrumb: 'threats',
      parent: 'home',
      availability: 'all',
      indexable: true,
    },
    threatAirInterface: {
      path: 'threats/air-interface',
      component: 'threats/AirInterfaceThreatPage',
      namespace: 'threat-air-interface',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'airInterface',
      parent: 'threats',
      availability: 'all',
      indexable: true,
    },
    threatNetwork: {
      path: 'threats/network',
      component: 'threats/NetworkThreatPage',
      namespace: 'threat-network',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'network',
      parent: 'threats',
      availability: 'all',
      indexable: true,
    },
    threatApplication: {
      path: 'threats/application',
      component: 'threats/ApplicationThreatPage',
      namespace: 'threat-application',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'application',
      parent: 'threats',
      availability: 'all',
      indexable: true,
    },
    threatAi: {
      path: 'threats/ai',
      component: 'threats/AiThreatPage',
      namespace: 'threat-ai',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'ai',
      parent: 'threats',
      availability: 'all',
      indexable: true,
    },
    threatQuantum: {
      path: 'threats/quantum',
      component: 'threats/QuantumThreatPage',
      namespace: 'threat-quantum',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'quantumThreats',
      parent: 'threats',
      availability: 'all',
      indexable: true,
    },

    products: {
      path: 'products',
      component: 'products/ProductsPage',
      namespace: 'products',
      breadcrumb: 'products',
      parent: 'home',
      availability: 'all',
      indexable: true,
    },
    productEnterprise: {
      path: `products/${product}-enterprise`,
      component: 'products/EnterpriseEditionPage',
      namespace: 'product-enterprise',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'enterprise',
      parent: 'products',
      availability: 'all',
      indexable: true,
    },
    productGovernment: {
      path: `products/${product}-government`,
      component: 'products/GovernmentEditionPage',
      namespace: 'product-government',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'government',
      parent: 'products',
      availability: 'all',
      indexable: true,
    },
    productOnPremises: {
      path: `products/${product}-on-premises`,
      component: 'products/OnPremisesEditionPage',
      namespace: 'product-on-premises',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'onPremises',
      parent: 'products',
      availability: 'all',
      indexable: true,
    },
    productVoiceGateway: {
      path: 'products/voice-gateway',
      component: 'products/VoiceGatewayPage',
      namespace: 'product-voice-gateway',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'voiceGateway',
      parent: 'products',
      availability: 'all',
      indexable: true,
    },

    solutions: {
      path: 'solutions',
      component: 'solutions/SolutionsPage',
      namespace: 'solutions',
      breadcrumb: 'solutions',
      parent: 'home',
      availability: 'all',
      indexable: true,
    },
    solutionMessaging: {
      path: 'solutions/secure-messaging',
      component: 'solutions/SecureMessagingPage',
      namespace: 'solution-messaging',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'secureMessaging',
      parent: 'solutions',
      availability: 'all',
      indexable: true,
    },
    solutionCalls: {
      path: 'solutions/secure-calls',
      component: 'solutions/SecureCallsPage',
      namespace: 'solution-calls',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'calls',
      parent: 'solutions',
      availability: 'all',
      indexable: true,
    },
    solutionFileTransfer: {
      path: 'solutions/secure-file-transfer',
      component: 'solutions/SecureFileTransferPage',
      namespace: 'solution-file-transfer',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'fileTransfer',
      parent: 'solutions',
      availability: 'all',
      indexable: true,
    },
    solutionIndustries: {
      path: 'solutions/industries',
      component: 'solutions/IndustriesPage',
      namespace: 'industries',
      breadcrumb: 'industries',
      parent: 'solutions',
      availability: 'all',
      indexable: true,
    },

    consumerApps: {
      path: 'consumer-apps',
      component: 'consumer/ConsumerAppsPage',
      namespace: 'consumer-apps',
      breadcrumb: 'consumerApps',
      parent: 'home',
      availability: 'all',
      indexable: true,
    },
    outOfBand: {
      path: 'out-of-band-communications',
      component: 'out-of-band/OutOfBandPage',
      namespace: 'out-of-band',
      breadcrumb: 'outOfBand',
      parent: 'home',
      availability: 'all',
      indexable: true,
    },

    blog: {
      path: 'blog',
      component: 'blog/BlogIndexPage',
      namespace: 'blog',
      breadcrumb: 'blog',
      parent: 'home',
      availability: 'all',
      indexable: true,
      data: ['blogIndexPage'],
    },
    // Pages 2, 3, … of the blog index, blogIndexPageSize posts each; they exist once a language has more posts than fit on /blog.
    blogIndexPage: {
      path: 'blog/page/:page',
      component: 'blog/BlogIndexPage',
      namespace: 'blog',
      breadcrumb: 'blog',
      parent: 'blog',
      availability: 'all',
      indexable: true,
      data: ['blogIndexPage'],
    },
    blogPost: {
      path: 'post/:slug',
      component: 'blog/BlogPostPage',
      namespace: 'blog',
      breadcrumb: 'blog',
      parent: 'blog',
      availability: 'all',
      indexable: true,
      data: ['blogPost'],
    },

    downloads: {
      path: 'downloads',
      component: 'downloads/DownloadsPage',
      namespace: 'downloads',
      breadcrumb: 'downloads',
      parent: 'home',
      availability: 'all',
      indexable: true,
    },
    downloadsGovernment: {
      path: 'downloads/government',
      component: 'downloads/GovernmentDownloadsPage',
      namespace: 'downloads-government',
      breadcrumb: 'governmentDownloads',
      parent: 'downloads',
      availability: 'all',
      indexable: true,
    },

    encryption: {
      path: 'encryption',
      component: 'encryption/EncryptionPage',
      namespace: 'encryption',
      sharedNamespaces: ['visuals'],
      breadcrumb: 'encryption',
      parent: 'home',
      availability: 'all',
      indexable: true,
    },
    faqs: {
      path: 'faqs',
      component: 'faqs/FaqsPage',
      namespace: 'faqs',
      breadcrumb: 'faqs',
      parent: 'home',
      availability: 'all',
      indexable: true,
    },
    contact: {
      path: 'contact',
      component: 'contact/ContactPage',
      namespace: 'contact',
      breadcrumb: 'contact',
      parent: 'home',
      availability: 'all',
      indexable: true,
    },
    getStarted: {
      path: 'get-started',
      component: 'get-started/GetStartedPage',
      namespace: 'get-started',
      breadcrumb: 'getStarted',
      parent: 'home',
      availability: 'all',
      indexable: true,
    },

    legalPrivacy: {
      path: 'legal/privacy',
      component: 'legal/PrivacyPage',
      namespace: 'legal-privacy',
      breadcrumb: 'privacy',
      parent: 'home',
      group: 'legal',
      availability: 'all',
      indexable: true,
    },
    legalTerms: {
      path: 'legal/terms',
      component: 'legal/TermsPage',
      namespace: 'legal-terms',
      breadcrumb: 'terms',
      parent: 'home',
      group: 'legal',
      availability: 'all',
      indexable: true,
    },
    legalCookies: {
      path: 'legal/cookies',
      component: 'legal/CookiesPage',
      namespace: 'legal-cookies',
      breadcrumb: 'cookiePolicy',
      parent: 'home',
      group: 'legal',
      availability: 'all',
      indexable: true,
    },

    // The statement and the report read one findings list (src/content/accessibility/); the report also reads the statement's copy of each finding and criterion.
    accessibility: {
      path: 'accessibility',
      component: 'accessibility/AccessibilityStatementPage',
      namespace: 'accessibility',
      breadcrumb: 'accessibility',
      parent: 'home',
      availability: 'all',
      indexable: true,
    },
    accessibilityConformance: {
      path: 'accessibility/conformance-report',
      component: 'accessibility/ConformanceReportPage',
      namespace: 'accessibility-conformance',
      sharedNamespaces: ['accessibility'],
      breadcrumb: 'conformanceReport',
      parent: 'accessibility',
      availability: 'all',
      indexable: true,
    },

    // The security overview: where the Trust Centre, the encryption design, the disclosure policy and the company page are.
    security: {
      path: 'security',
      component: 'security/SecurityPage',
      namespace: 'security',
      breadcrumb: 'security',
      parent: 'home',
      availability: 'all',
      indexable: true,
    },
    // How to report a vulnerability: the Policy of /.well-known/security.txt (scripts/hosting/securityTxt.ts).
    vulnerabilityDisclosure: {
      path: 'security/vulnerability-disclosure',
      component: 'security/VulnerabilityDisclosurePage',
      namespace: 'vulnerability-disclosure',
      breadcrumb: 'vulnerabilityDisclosure',
      parent: 'security',
      availability: 'all',
      indexable: true,
    },
    // The Trust Centre and the company page print the business facts of src/content/trust/trustFacts.ts.
    trustCentre: {
      path: 'trust-centre',
      component: 'trust/TrustCentrePage',
      namespace: 'trust-centre',
      breadcrumb: 'trustCentre',
      parent: 'home',
      availability: 'all',
      indexable: true,
    },
    company: {
      path: 'company',
      component: 'company/CompanyPage',
      namespace: 'company',
      breadcrumb: 'company',
      parent: 'home',
      availability: 'all',
      indexable: true,
    },
    // The terms the site and its posts use, one entry each (src/content/glossary/, a collection like the blog).
    glossary: {
      path: 'glossary',
      component: 'glossary/GlossaryPage',
      namespace: 'glossary',
      breadcrumb: 'glossary',
      parent: 'home',
      availability: 'all',
      indexable: true,
      data: ['glossaryTerms'],
    },

    competitorComparison: {
      path: 'competitor-comparison',
      component: 'comparison/CompetitorComparisonPage',
      namespace: 'comparison',
      breadcrumb: 'comparison',
      parent: 'home',
      availability: 'root',
      indexable: true,
    },
    pricing: {
      path: 'pricing',
      component: 'pricing/PricingPreviewPage',
      namespace: 'pricing',
      breadcrumb: 'pricing',
      parent: 'home',
      availability: 'root',
      indexable: false,
    },
    signIn: {
      path: 'sign-in',
      component: 'sign-in/SignInPage',
      namespace: 'sign-in',
      breadcrumb: 'signIn',
      parent: 'home',
      availability: 'root',
      indexable: false,
    },
    account: {
      path: 'account',
      component: 'account/AccountPage',
      namespace: 'account',
      sharedNamespaces: ['sign-in'],
      breadcrumb: 'account',
      parent: 'home',
      availability: 'root',
      indexable: false,
    },
  },

  aliases: [
    { path: 'secure-messaging', page: 'solutionMessaging', availability: 'all' },
    { path: 'secure-calls', page: 'solutionCalls', availability: 'all' },
    { path: 'secure-file-transfer', page: 'solutionFileTransfer', availability: 'all' },
    { path: 'industries', page: 'solutionIndustries', availability: 'all' },
    { path: 'privacy-policy', page: 'legalPrivacy', availability: 'root' },
    { path: 'terms-of-service', page: 'legalTerms', availability: 'root' },
    { path: 'cookie-policy', page: 'legalCookies', availability: 'root' },
    { path: 'resources/blog', page: 'blog', availability: 'root' },
    { path: 'resources/blog/:slug', page: 'blogPost', availability: 'root' },
    { path: 'resources/downloads', page: 'downloads', availability: 'root' },
    { path: 'resources/downloads/government', page: 'downloadsGovernment', availability: 'root' },
    { path: `downloads/${product}-government`, page: 'downloadsGovernment', availability: 'root' },
    { path: 'download', page: 'downloads', availability: 'root' },
    { path: 'resources/encryption', page: 'encryption', availability: 'root' },
  ],

  redirects: [
    { from: `${product}-enterprise`, to: 'productEnterprise', sources: languages, targetLanguage: 'same' },
    { from: `${product}-government`, to: 'productGovernment', sources: languages, targetLanguage: 'same' },
    { from: `${product}-on-premises`, to: 'productOnPremises', sources: languages, targetLanguage: 'same' },
    { from: 'voice-gateway', to: 'productVoiceGateway', sources: languages, targetLanguage: 'same' },
    // The Spanish use-cases path predates the Spanish site and still points at the English page.
    { from: 'use-cases', to: 'outOfBand', sources: ['en', 'es'], targetLanguage: 'en' },
    { from: `${product}-product`, to: 'productEnterprise', sources: ['en'], targetLanguage: 'en' },
    { from: `${product}-federal`, to: 'productGovernment', sources: ['en'], targetLanguage: 'en' },
    { from: 'faq', to: 'faqs', sources: ['en'], targetLanguage: 'en' },
    { from: 'index.html', to: 'home', sources: ['en'], targetLanguage: 'en' },
    { from: 'quantum-computing-threats', to: 'threatQuantum', sources: ['en'], targetLanguage: 'en' },
    { from: 'privacy', to: 'legalPrivacy', sources: ['en'], targetLanguage: 'en' },
  ],
})

export type PageId = keyof typeof routes.pages

/**
 * The content editor (Decap CMS, src/admin/): a path of its own, not a page of the site — its own
 * bundle and security policy, noindex, and never in the sitemap, the search index or the feeds.
 */
export const editorPath = '/admin/'

/**
 * Where scanners and researchers find how to report a vulnerability (RFC 9116): a file the build
 * writes (scripts/hosting/securityTxt.ts), not a page, linked from the pages that name it.
 */
export const securityTxtPath = '/.well-known/security.txt'

/**
 * The site's search (Pagefind, scripts/hosting/search.ts): data the page's script fetches, not
 * pages. Each language has a bundle of its own in its folder under this one, so a page loads only
 * its language's index and the build indexes one language at a time.
 */
export const searchBundlesPath = '/pagefind/'
export function searchBundlePath(language: Language): string {
  return `${searchBundlesPath}${language}/`
}

/**
 * The lead form's deep links (issue 44 item 2; design review DES-03): a link to a page holding the
 * form, with one of these #hashes, opens the form with that intent chosen. Each is the id of its
 * choice in the form, so the browser also scrolls to it. Only these words are read from the
 * address, and only to choose among the intents: nothing from the address is written to the page.
 */
export const leadIntentHashes = {
  demo: 'request-a-demo',
  pilot: 'plan-a-pilot',
  pricing: 'ask-about-pricing',
  other: 'ask-a-question',
} as const satisfies Record<LeadIntent, string>

/** The site's two calls to action, the same words and the same addresses everywhere (DES-03): a demo, then a pilot. */
export const callsToAction = {
  requestDemo: { page: 'contact', hash: leadIntentHashes.demo },
  planPilot: { page: 'getStarted', hash: leadIntentHashes.pilot },
} as const satisfies Record<string, { page: PageId; hash: string }>
