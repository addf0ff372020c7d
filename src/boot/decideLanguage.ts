/**
 * Pure decisions of the first-visit language redirect; the boot script and the language module
 * only apply them. The rule: a visitor with no stored language choice and no language prefix is
 * redirected to the detected language, never a crawler. Detection: IP country, then time zone,
 * then English. Whatever is decided, the visitor never loses anything: the page moves only while
 * the visitor has not yet interacted with it and only to a page that exists in that language;
 * otherwise a notice offers the other language.
 */
import type { RegionTable } from './languageRegions'
import { sanitizeLanguage, type SupportedLanguage } from './languageValue'
import { existsInLanguage, type PathAvailability } from './pathAvailability'

function hasLanguagePrefix(pathname: string): boolean {
  const first = pathname.split('/')[1]
  return first !== 'en' && sanitizeLanguage(first) !== null
}

/**
 * The same path under /{language}/, always a same-origin path: leading slashes and
 * backslashes collapse, so "//evil.example/x" becomes "/de/evil.example/x", never a host.
 */
export function redirectTarget(language: SupportedLanguage, pathname: string, search: string, hash: string): string {
  const rest = pathname.replace(/^[/\\]+/, '')
  return `/${language}/${rest}${search}${hash}`
}

export interface LoadInputs {
  pathname: string
  isBot: boolean
  /** The raw `lng` query parameter, or null when there is none. */
  query: string | null
  /** The sanitised stored choice (query parameter, cookie, storage), or null. */
  choice: SupportedLanguage | null
}

/**
 * What the inline script does at load, without the network: nothing for a crawler, on a prefixed
 * path, for a discarded `lng` value or a stored English choice; offer a stored other language;
 * otherwise detect. A stored choice never redirects: the path decides the language.
 */
export type LoadDecision = { kind: 'stay' } | { kind: 'offer' } | { kind: 'detect' }

export function decideOnLoad(inputs: LoadInputs): LoadDecision {
  if (inputs.isBot || hasLanguagePrefix(inputs.pathname)) return { kind: 'stay' }
  if (inputs.query !== null && !sanitizeLanguage(inputs.query)) return { kind: 'stay' }
  if (inputs.choice === 'en') return { kind: 'stay' }
  return inputs.choice ? { kind: 'offer' } : { kind: 'detect' }
}

export interface Place {
  pathname: string
  search: string
  hash: string
  /** The page on screen is the not-found page: it exists in no language. */
  notFound: boolean
}

export type MoveDecision =
  | { kind: 'stay' }
  | { kind: 'redirect'; to: string }
  | { kind: 'offer'; language: SupportedLanguage; to: string }

/**
 * Offers `language` for the current place when that page exists in it; English pages need no
 * offer. For a stored choice on an unprefixed path this is the whole decision: the page stays.
 */
export function offerFor(language: SupportedLanguage, place: Place, availability: PathAvailability): MoveDecision {
  if (
    language === 'en' ||
    place.notFound ||
    hasLanguagePrefix(place.pathname) ||
    !existsInLanguage(availability, language, place.pathname)
  )
    return { kind: 'stay' }
  return { kind: 'offer', language, to: redirectTarget(language, place.pathname, place.search, place.hash) }
}

export interface AnswerInputs {
  /** Where the visitor is when the answer arrives (they may have moved since the page loaded). */
  place: Place
  detected: SupportedLanguage
  /** A choice stored while the lookup was pending (the visitor used the language menu). */
  choice: SupportedLanguage | null
  /** A key press, input, pointer down on a control, focus in a form field, submit or navigation since load. */
  interacted: boolean
  /** The page has been on screen long enough to be read (pageMayHaveBeenRead). */
  mayHaveBeenRead: boolean
  availability: PathAvailability
}

/**
 * How long after its first contentful paint a page cannot yet have been read. In the first
 * second people take in the layout rather than a sentence, and a screen reader is still
 * announcing the title; after it, a move would replace a page mid-sentence, and a screen-reader
 * user in browse mode sends no key press that would tell us (the 2026-11-27 audit, A11Y-16).
 * The same-origin lookup (/api/geo) answers well inside it, so the spec's redirect holds for
 * the answers that can be fast.
 */
export const readingStartsAfterMs = 1000

/** Whether the page may be being read: painted, and longer ago than readingStartsAfterMs. A page never painted (a background tab) has not been. */
export function pageMayHaveBeenRead(firstPaintMs: number | null, nowMs: number): boolean {
  return firstPaintMs !== null && nowMs - firstPaintMs > readingStartsAfterMs
}

/**
 * Checked at the moment of moving, not at load: redirect only with no stored choice, no prefix,
 * a language other than English, a page that exists in it, a visitor who has not started using
 * the page, and a page that cannot yet have been read; offer the language when only the visitor
 * (their interaction, or their reading) stands in the way.
 */
export function decideOnAnswer(inputs: AnswerInputs): MoveDecision {
  if (inputs.choice) return { kind: 'stay' }
  const offer = offerFor(inputs.detected, inputs.place, inputs.availability)
  if (offer.kind !== 'offer' || inputs.interacted || inputs.mayHaveBeenRead) return offer
  return { kind: 'redirect', to: offer.to }
}

/**
 * What the IP lookup answered: a country code, or nothing usable (error, timeout, non-JSON, no
 * field); `none` when the build has no lookup (an nginx build without GeoIP: VITE_GEO_URL unset).
 */
export type CountryLookup = { ok: true; country: string } | { ok: false } | { ok: 'none' }

/** Reads `country_code` from a lookup response body; anything but a two-letter code is a failed lookup. */
export function parseCountryLookup(body: unknown): CountryLookup {
  const code = typeof body === 'object' && body !== null ? (body as { country_code?: unknown }).country_code : undefined
  return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code.trim())
    ? { ok: true, country: code.trim().toUpperCase() }
    : { ok: false }
}

/**
 * A failed lookup gives English. A country that maps to a language gives it; one that maps to
 * none falls through to the time zone, then English. Without a lookup the time zone decides.
 */
export function detectedLanguage(table: RegionTable, lookup: CountryLookup, timeZone: unknown): SupportedLanguage {
  if (lookup.ok === false) return 'en'
  const fromCountry = lookup.ok === true ? table.countries[lookup.country] : undefined
  if (fromCountry) return fromCountry
  return (typeof timeZone === 'string' && table.timeZones[timeZone]) || 'en'
}
