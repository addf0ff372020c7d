/**
 * Pure decisions of the first-visit language redirect; bootScript.ts only applies them.
 * Order (spec section 2, DESIGN.md): stored choice → IP country → time zone → English.
 */
import type { RegionTable } from './languageRegions'
import { supportedLanguages, type SupportedLanguage } from './languageValue'

export type BootDecision =
  | { kind: 'stay' }
  | { kind: 'redirect'; to: string }
  | { kind: 'detect' }

export interface BootInputs {
  pathname: string
  search: string
  hash: string
  isBot: boolean
  /** Sanitised stored choice (query parameter, cookie, storage), or null. */
  stored: SupportedLanguage | null
  /** Unprefixed paths that exist only in English (root-only pages and aliases). */
  englishOnly: RegExp
}

export function hasLanguagePrefix(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? ''
  return supportedLanguages.some((language) => language !== 'en' && language === first)
}

/**
 * The same path under /{language}/, always a same-origin path: leading slashes and
 * backslashes collapse, so "//evil.example/x" becomes "/de/evil.example/x", never a host.
 */
export function redirectTarget(language: SupportedLanguage, pathname: string, search: string, hash: string): string {
  const rest = pathname.replace(/^[/\\]+/, '')
  return `/${language}/${rest}${search}${hash}`
}

/**
 * Stays on a prefixed path, for a bot, on a page that exists only in English, and for a stored
 * English choice; a stored other language redirects at once; no stored choice means detect.
 */
export function decideOnLoad(inputs: BootInputs): BootDecision {
  const { pathname, stored } = inputs
  if (hasLanguagePrefix(pathname) || inputs.isBot || inputs.englishOnly.test(pathname) || stored === 'en') return { kind: 'stay' }
  if (stored) return { kind: 'redirect', to: redirectTarget(stored, pathname, inputs.search, inputs.hash) }
  return { kind: 'detect' }
}

/** What the IP lookup answered: a country code, or nothing usable (error, timeout, non-JSON, no field). */
export type CountryLookup = { ok: true; country: string } | { ok: false }

/** Reads `country_code` from a lookup response body; anything but a two-letter code is a failed lookup. */
export function parseCountryLookup(body: unknown): CountryLookup {
  const code = typeof body === 'object' && body !== null ? (body as { country_code?: unknown }).country_code : undefined
  return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code.trim()) ? { ok: true, country: code.trim().toUpperCase() } : { ok: false }
}

/**
 * A failed lookup gives English. A country that maps to a language gives it; one that maps to
 * none falls through to the time zone, then English.
 */
export function detectedLanguage(table: RegionTable, lookup: CountryLookup, timeZone: unknown): SupportedLanguage {
  if (!lookup.ok) return 'en'
  const fromCountry = table.countries[lookup.country]
  if (fromCountry) return fromCountry
  return (typeof timeZone === 'string' && table.timeZones[timeZone]) || 'en'
}
