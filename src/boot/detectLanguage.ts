/**
 * Loaded by the boot script only for a first-time visitor on an unprefixed path: asks the IP
 * lookup for the country (5 s at most), falls back to the time zone, stores the result so the
 * lookup runs once per visitor, and moves to the language's version of the same path.
 */
import { detectedLanguage, hasLanguagePrefix, parseCountryLookup, redirectTarget, type CountryLookup } from './decideLanguage'
import { regionTable } from './languageRegions'
import { currentChoice, storeLanguage } from './languageStorage'

declare const __GEO_URL__: string

/** Spec section 9: geolocation timeout. */
export const lookupTimeoutMs = 5000

async function lookupCountry(url: string): Promise<CountryLookup> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), lookupTimeoutMs)
  try {
    const response = await fetch(url, { signal: controller.signal, credentials: 'omit', headers: { accept: 'application/json' } })
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

async function detect(): Promise<void> {
  const lookup = await lookupCountry(__GEO_URL__)
  // The visitor may have picked a language or moved to a prefixed page while we waited.
  if (currentChoice() || hasLanguagePrefix(window.location.pathname)) return
  const language = detectedLanguage(regionTable(), lookup, timeZone())
  storeLanguage(language)
  if (language === 'en') return
  const { pathname, search, hash } = window.location
  window.location.replace(redirectTarget(language, pathname, search, hash))
}

detect().catch(() => undefined)
