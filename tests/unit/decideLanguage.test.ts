import { describe, expect, it } from 'vitest'
import { decideOnLoad, detectedLanguage, parseCountryLookup, redirectTarget, type BootInputs } from '../../src/boot/decideLanguage'
import { regionTable } from '../../src/boot/languageRegions'
import { englishOnlyPattern } from '../../scripts/bootScriptPlugin'

function inputs(overrides: Partial<BootInputs> = {}): BootInputs {
  return { pathname: '/', search: '', hash: '', isBot: false, stored: null, englishOnly: new RegExp(englishOnlyPattern()), ...overrides }
}

describe('decideOnLoad', () => {
  it('detects for a first-time visitor on an unprefixed path', () => {
    expect(decideOnLoad(inputs({ pathname: '/threats/quantum' }))).toEqual({ kind: 'detect' })
  })

  it('never acts on a prefixed path', () => {
    for (const pathname of ['/es/', '/de/threats', '/pt', '/fr/unknown']) expect(decideOnLoad(inputs({ pathname, stored: 'de' }))).toEqual({ kind: 'stay' })
  })

  it('never redirects a bot', () => {
    expect(decideOnLoad(inputs({ isBot: true, stored: 'de' }))).toEqual({ kind: 'stay' })
  })

  it('keeps a stored English choice in English, without a lookup', () => {
    expect(decideOnLoad(inputs({ stored: 'en' }))).toEqual({ kind: 'stay' })
  })

  it('applies a stored other language at once, keeping query and hash', () => {
    expect(decideOnLoad(inputs({ pathname: '/products', search: '?a=1', hash: '#x', stored: 'fr' }))).toEqual({ kind: 'redirect', to: '/fr/products?a=1#x' })
  })

  it('leaves pages that exist only in English alone', () => {
    for (const pathname of ['/competitor-comparison', '/pricing', '/sign-in', '/resources/blog', '/resources/blog/some-post', '/download', '/privacy-policy'])
      expect(decideOnLoad(inputs({ pathname, stored: 'de' })), pathname).toEqual({ kind: 'stay' })
    expect(decideOnLoad(inputs({ pathname: '/downloads', stored: 'de' }))).toEqual({ kind: 'redirect', to: '/de/downloads' })
  })
})

describe('redirectTarget', () => {
  it('turns the root into /{lang}/', () => {
    expect(redirectTarget('es', '/', '', '')).toBe('/es/')
  })

  it.each(['//evil.example/x', '/\\evil', '///evil.example', '/\\/evil.example'])('keeps %j on this origin', (pathname) => {
    const target = redirectTarget('de', pathname, '', '')
    expect(target.startsWith('/de/')).toBe(true)
    expect(new URL(target, 'https://www.vaultline.example').origin).toBe('https://www.vaultline.example')
  })
})

describe('parseCountryLookup', () => {
  it('reads country_code', () => {
    expect(parseCountryLookup({ country_code: 'br' })).toEqual({ ok: true, country: 'BR' })
  })
  it.each([null, 'DE', {}, { country_code: null }, { country_code: 'DEU' }, { country_code: '<b>' }, { country: 'DE' }])('treats %j as a failed lookup', (body) => {
    expect(parseCountryLookup(body)).toEqual({ ok: false })
  })
})

describe('detectedLanguage', () => {
  const table = regionTable()
  it('uses the country when it maps to a language', () => {
    expect(detectedLanguage(table, { ok: true, country: 'MX' }, 'Europe/Berlin')).toBe('es')
  })
  it('falls through to the time zone when the country maps to none', () => {
    expect(detectedLanguage(table, { ok: true, country: 'US' }, 'Europe/Paris')).toBe('fr')
    expect(detectedLanguage(table, { ok: true, country: 'US' }, 'America/New_York')).toBe('en')
  })
  it('gives English when the lookup failed, whatever the time zone', () => {
    expect(detectedLanguage(table, { ok: false }, 'Europe/Berlin')).toBe('en')
  })
  it('gives English without a time zone', () => {
    expect(detectedLanguage(table, { ok: true, country: 'JP' }, undefined)).toBe('en')
  })
})
