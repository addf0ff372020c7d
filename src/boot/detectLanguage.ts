/**
 * The language module, loaded by the inline boot script only for people on unprefixed paths
 * (never crawlers): with a stored choice it offers that language's version of the page; without
 * one it asks the IP lookup for the country (5 s at most), falls back to the time zone, and
 * applies decideOnAnswer at the moment the answer arrives. A build without a lookup (__GEO_URL__
 * null: nginx without GeoIP) asks nobody: the time zone decides, and the request code is not bundled. Nothing detected is ever stored: only
 * the visitor's own choice is (the notice's link, the language menu).
 */
import { defaultLanguage, languages } from '../config/languages'
import {
  decideOnAnswer,
  detectedLanguage,
  pageMayHaveBeenRead,
  parseCountryLookup,
  type CountryLookup,
  type MoveDecision,
  type Place,
} from './decideLanguage'
import { hasInteracted } from './interaction'
import { regionTable } from './languageRegions'
import { offerLanguageLate } from './languageNotice'
import { currentChoice } from './languageStorage'
import { existsInLanguage, type PathAvailability } from './pathAvailability'

declare const __GEO_URL__: string | null
declare const __PATH_AVAILABILITY__: PathAvailability

/** A country lookup slower than this is abandoned: the visitor stays on the page they asked for. */
export const lookupTimeoutMs = 5000

async function lookupCountry(url: string): Promise<CountryLookup> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), lookupTimeoutMs)
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      credentials: 'omit',
      headers: { accept: 'application/json' },
    })
    return response.ok ? parseCountryLookup(await response.json()) : { ok: false }
  } catch {
    return { ok: false } // network error, timeout or a body that is not JSON
  } finally {
    clearTimeout(timer)
  }
}

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined // no Intl: the time zone is simply unknown
  }
}

function currentPlace(): Place {
  const { pathname, search, hash } = window.location
  return { pathname, search, hash, notFound: document.querySelector('[data-not-found]') !== null }
}

/** The page's first contentful paint, in the performance timeline's milliseconds; null before it. */
function firstPaint(): number | null {
  return performance.getEntriesByName?.('first-contentful-paint')[0]?.startTime ?? null
}

function apply(decision: MoveDecision): void {
  if (decision.kind === 'redirect') window.location.replace(decision.to)
  else if (decision.kind === 'offer') offerLanguageLate(decision.language)
}

function pageExistsElsewhere(pathname: string): boolean {
  return languages.some(
    (language) => language !== defaultLanguage && existsInLanguage(__PATH_AVAILABILITY__, language, pathname),
  )
}

/** The notice and the not-found test need the page: the module may run before it is parsed. */
function documentParsed(): Promise<void> {
  return document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve()
}

async function run(): Promise<void> {
  // A stored choice was offered by the inline script already; only detection comes here.
  if (currentChoice()) return
  // A page that exists only in English needs no lookup: there is nothing to move to or offer.
  if (!pageExistsElsewhere(window.location.pathname)) return
  const [lookup] = await Promise.all([
    __GEO_URL__ === null ? ({ ok: 'none' } as const) : lookupCountry(__GEO_URL__),
    documentParsed(),
  ])
  apply(
    decideOnAnswer({
      place: currentPlace(),
      detected: detectedLanguage(regionTable(), lookup, timeZone()),
      choice: currentChoice(),
      interacted: hasInteracted(),
      mayHaveBeenRead: pageMayHaveBeenRead(firstPaint(), performance.now()),
      availability: __PATH_AVAILABILITY__,
    }),
  )
}

run().catch(() => undefined)
