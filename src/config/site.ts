/**
 * Brand, company and public-host facts in one place, so a rebrand or a new host is a
 * one-line change. Read by the app, the route manifest and the build scripts alike.
 */
import { buildError, SiteUrlNotAbsolute, SiteUrlNotHttp } from '../errors/buildErrors'
import { sourceYear } from './buildInfo'

/** The specification's footer copyright year ("The footer copyright year is 2025"): the first year of the notice. */
export const copyrightFirstYear = 2025

/** The years of the copyright notice: the first year, then the sources' year when it is later ("2025–2026"); one year when they are the same. */
export function copyrightYears(first: number, latest: number): string {
  return latest > first ? `${first}–${latest}` : String(first)
}

const DEFAULT_SITE_URL = 'https://www.vaultline.example'

/** A host under .example (RFC 2606), such as the default SITE_URL: no visitor can reach it, so a build for it may be a trial. */
export function isExampleHost(siteUrl: string): boolean {
  return new URL(siteUrl).hostname.endsWith('.example')
}

export function readEnv(name: string): string | undefined {
  // Vite replaces import.meta.env at build time; Node scripts (sitemap, checks) read process.env.
  const fromVite = (import.meta as { env?: Record<string, string | undefined> }).env?.[name]
  if (fromVite) return fromVite
  return typeof process !== 'undefined' ? process.env[name] : undefined
}

/** The SITE_URL the build uses: the default when it is unset. */
const siteUrlValue = (raw: string | undefined): string => (raw ?? '').trim() || DEFAULT_SITE_URL

/** The URL `value` names when it is an absolute http(s) URL, else undefined. */
function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * An absolute http(s) origin without a trailing slash. Any other value is left as it is: the build
 * has stopped on it (checkSiteUrl, in vite.config.ts) before a page could use it, and the browser
 * keeps no message for an error no visitor can meet.
 */
export function normaliseSiteUrl(raw: string | undefined): string {
  const value = siteUrlValue(raw)
  const url = httpUrl(value)
  return url ? `${url.origin}${url.pathname.replace(/\/+$/, '')}` : value
}

/** Stops the build on a SITE_URL that is not an absolute http(s) URL. */
export function checkSiteUrl(raw: string | undefined): void {
  const value = siteUrlValue(raw)
  if (httpUrl(value)) return
  throw URL.canParse(value)
    ? buildError(SiteUrlNotHttp, { value })
    : buildError(SiteUrlNotAbsolute, { value, example: DEFAULT_SITE_URL })
}

export const site = {
  brand: 'Vaultline',
  /** The product names that read the same in every language (with or without the brand before them). */
  productNames: ['Enterprise', 'Government', 'On-Premises', 'Voice Gateway'] as readonly string[],
  /** `{product}` in the specification: used in product paths such as /products/vaultline-enterprise. */
  slug: 'vaultline',
  company: 'Vaultline Ltd',
  /** The head office as the footer prints it; the country line follows in the page's language (common.json companyDetails.country). */
  address: ['Vaultline Ltd', '71 Lower Thames Street', 'London EC3R 6DL'],
  /** Companies House: the number is a placeholder until the registration is confirmed; the office is the address above. */
  registration: {
    number: '15234876',
    office: { street: '71 Lower Thames Street', locality: 'London', postcode: 'EC3R 6DL', country: 'GB' },
  },
  /**
   * EU GDPR Article 27 representative (to be confirmed with the appointed firm before launch). The
   * email must reach the representative directly (their own address, or an alias that forwards
   * only to them), since data subjects and authorities contact them instead of us (review L10).
   */
  euRepresentative: {
    name: 'Grand Canal Privacy Representatives Ltd',
    address: '2 Grand Canal Square, Dublin 2, D02 A342',
    country: 'IE',
    email: 'eu-representative@vaultline.example',
  },
  /**
   * The company's registration number with the UK supervisory authority (data protection fee, e.g.
   * "ZB123456"): shown under "Company details" when set, omitted while it is empty. Not invented
   * here: the company fills it in from its ICO registration certificate.
   */
  dataProtectionRegistration: '' as string,
  /**
   * The UK supervisory authority, named in the privacy notice. When section 119 of the Data (Use
   * and Access) Act 2025 is fully in force, the Information Commissioner's Office becomes the
   * "Information Commission": change the name here (every language prints this value).
   */
  supervisoryAuthority: {
    name: "Information Commissioner's Office",
    address: 'Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF',
    phone: '0303 123 1113',
    phoneInternational: '+44 303 123 1113',
    website: 'https://ico.org.uk',
  },
  /** When the privacy notice and cookie policy last changed (YYYY-MM). */
  legalNoticesUpdated: '2026-12',
  /** "2025–<the sources' year>": the notice starts in the specification's year and stays current whenever the site is rebuilt. */
  copyrightYears: copyrightYears(copyrightFirstYear, sourceYear),
  siteUrl: normaliseSiteUrl(readEnv('SITE_URL')),
  email: {
    sales: 'sales@vaultline.example',
    support: 'support@vaultline.example',
    security: 'security@vaultline.example',
    privacy: 'privacy@vaultline.example',
    /** Requests for an accessible format and reports of accessibility problems (the accessibility statement). */
    accessibility: 'accessibility@vaultline.example',
  },
  phone: '+44 20 7946 0321',
  /**
   * Standard support's hours, UK time (Europe/London), as /contact and /pricing state them: one
   * source, so the two pages cannot disagree (review C6). Days are ISO weekdays (1 = Monday).
   * Round-the-clock response for urgent incidents is Premium support only.
   */
  supportHours: { opens: '08:00', closes: '18:00', firstDay: 1, lastDay: 5, timeZone: 'Europe/London' },
  stores: {
    ios: 'https://apps.apple.com/app/vaultline/id6478200135',
    android: 'https://play.google.com/store/apps/details?id=example.vaultline.app',
  },
  sourceRepository: 'https://git.vaultline.example/web/website',
  /**
   * How much of a title and a meta description a search result shows before it cuts them. DESIGN.md
   * names no budget, so they live here (SEO audit 2026-11-27, M1 and M2): result titles are set in
   * Arial at 20 px and cut at about 580-600 px, snippets in Arial at 14 px and cut at about 920 px.
   * dist-check's head-tag check measures every indexable page in every language against them
   * (src/seo/textWidth.ts); a description under `minPx` says too little to be worth showing.
   */
  searchResult: {
    title: { fontPx: 20, budgetPx: 580 },
    description: { fontPx: 14, budgetPx: 920, minPx: 430 },
  },
} as const
