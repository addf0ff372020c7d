import { describe, expect, it } from 'vitest'
import {
  decideOnAnswer,
  decideOnLoad,
  detectedLanguage,
  offerFor,
  pageMayHaveBeenRead,
  parseCountryLookup,
  readingStartsAfterMs,
  redirectTarget,
  type AnswerInputs,
  type LoadInputs,
  type Place,
} from '../../../src/boot/decideLanguage'
import { regionTable } from '../../../src/boot/languageRegions'
import { existsInLanguage } from '../../../src/boot/pathAvailability'
import { pathAvailability } from '../../../src/routing/languageAvailability'

const slugs = {
  en: ['harvest-now', 'only-in-english'],
  es: ['harvest-now'],
  pt: ['harvest-now'],
  fr: ['harvest-now'],
  de: ['harvest-now'],
}
const availability = pathAvailability(slugs)

function load(overrides: Partial<LoadInputs> = {}): LoadInputs {
  return { pathname: '/', isBot: false, query: null, choice: null, ...overrides }
}

function place(pathname: string, overrides: Partial<Place> = {}): Place {
  return { pathname, search: '', hash: '', notFound: false, ...overrides }
}

function answer(overrides: Partial<AnswerInputs> = {}): AnswerInputs {
  return {
    place: place('/threats/quantum'),
    detected: 'de',
    choice: null,
    interacted: false,
    mayHaveBeenRead: false,
    availability,
    ...overrides,
  }
}

// Spec: "A visitor with no stored language choice and no language prefix is redirected to the same
// path prefixed with the detected language code (the root path becomes /{lang}/). Crawlers and bots
// are never redirected."
describe('the spec rule, at load (no network)', () => {
  it('detects for a visitor with no stored choice on an unprefixed path', () => {
    expect(decideOnLoad(load({ pathname: '/threats/quantum' }))).toEqual({ kind: 'detect' })
  })

  it('never redirects a visitor with a stored choice: the path decides, another language is only offered', () => {
    for (const choice of ['es', 'pt', 'fr', 'de'] as const)
      expect(decideOnLoad(load({ pathname: '/products', choice }))).toEqual({ kind: 'offer' })
  })

  it('does nothing for a stored English choice on an unprefixed path', () => {
    expect(decideOnLoad(load({ pathname: '/products', choice: 'en' }))).toEqual({ kind: 'stay' })
  })

  it('never acts on a prefixed path', () => {
    for (const pathname of ['/es/', '/de/threats', '/pt', '/fr/unknown'])
      expect(decideOnLoad(load({ pathname, choice: 'de' }))).toEqual({ kind: 'stay' })
    for (const pathname of ['/es/', '/de/threats']) expect(decideOnLoad(load({ pathname }))).toEqual({ kind: 'stay' })
  })

  it('treats /en/ as an unprefixed path (English has no prefix)', () => {
    expect(decideOnLoad(load({ pathname: '/en/threats' }))).toEqual({ kind: 'detect' })
  })

  it('never acts for a crawler or bot', () => {
    expect(decideOnLoad(load({ isBot: true }))).toEqual({ kind: 'stay' })
    expect(decideOnLoad(load({ isBot: true, choice: 'de' }))).toEqual({ kind: 'stay' })
  })

  it('does nothing at all when ?lng= holds a discarded value', () => {
    expect(decideOnLoad(load({ query: '<script>alert(1)</script>' }))).toEqual({ kind: 'stay' })
    expect(decideOnLoad(load({ query: 'de', choice: 'de' }))).toEqual({ kind: 'offer' })
  })
})

describe('decideOnAnswer, checked at the moment of moving', () => {
  it('redirects a visitor who has not interacted, keeping query and hash', () => {
    expect(decideOnAnswer(answer({ place: place('/products', { search: '?a=1', hash: '#x' }) }))).toEqual({
      kind: 'redirect',
      to: '/de/products?a=1#x',
    })
  })

  it('turns the root into /{lang}/', () => {
    expect(decideOnAnswer(answer({ place: place('/'), detected: 'pt' }))).toEqual({ kind: 'redirect', to: '/pt/' })
  })

  it('offers instead of moving once the visitor has interacted', () => {
    expect(decideOnAnswer(answer({ place: place('/contact'), interacted: true }))).toEqual({
      kind: 'offer',
      language: 'de',
      to: '/de/contact',
    })
  })

  it('accessibility 2026-11-27 A11Y-16: offers instead of moving once the page may be being read, though nothing was pressed (a screen reader in browse mode)', () => {
    expect(decideOnAnswer(answer({ place: place('/faqs'), mayHaveBeenRead: true }))).toEqual({
      kind: 'offer',
      language: 'de',
      to: '/de/faqs',
    })
  })

  it('counts a page as possibly read only from a second after its first contentful paint', () => {
    expect(readingStartsAfterMs).toBe(1000)
    expect(pageMayHaveBeenRead(null, 60_000), 'never painted (a background tab)').toBe(false)
    expect(pageMayHaveBeenRead(400, 400 + readingStartsAfterMs), 'a second after the paint').toBe(false)
    expect(pageMayHaveBeenRead(400, 401 + readingStartsAfterMs)).toBe(true)
    expect(pageMayHaveBeenRead(400, 2638), "the audit's case: an answer 2.6 s after load").toBe(true)
  })

  it('stays when the visitor chose a language while the lookup was pending', () => {
    expect(decideOnAnswer(answer({ choice: 'fr' }))).toEqual({ kind: 'stay' })
    expect(decideOnAnswer(answer({ choice: 'en' }))).toEqual({ kind: 'stay' })
  })

  it('stays in English when English was detected', () => {
    expect(decideOnAnswer(answer({ detected: 'en' }))).toEqual({ kind: 'stay' })
  })

  it('stays on the page the visitor is on now when it exists only in English (root-only pages and aliases)', () => {
    for (const pathname of [
      '/sign-in',
      '/account',
      '/pricing',
      '/competitor-comparison',
      '/resources/blog',
      '/resources/blog/harvest-now',
      '/download',
      '/privacy-policy',
      '/downloads/vaultline-government',
    ])
      expect(decideOnAnswer(answer({ place: place(pathname) })), pathname).toEqual({ kind: 'stay' })
  })

  it('moves from pages and aliases that exist in every language', () => {
    for (const pathname of ['/downloads', '/secure-messaging', '/legal/privacy', '/post/harvest-now', '/threats/'])
      expect(decideOnAnswer(answer({ place: place(pathname) })).kind, pathname).toBe('redirect')
  })

  it('stays on a post that is not translated into the detected language', () => {
    expect(decideOnAnswer(answer({ place: place('/post/only-in-english') }))).toEqual({ kind: 'stay' })
  })

  it('stays on the not-found page and on unknown paths', () => {
    expect(decideOnAnswer(answer({ place: place('/post/no-such-post', { notFound: true }) }))).toEqual({ kind: 'stay' })
    expect(decideOnAnswer(answer({ place: place('/no-such-page') }))).toEqual({ kind: 'stay' })
  })

  it('stays once the visitor is on a prefixed path', () => {
    expect(decideOnAnswer(answer({ place: place('/fr/threats/quantum') }))).toEqual({ kind: 'stay' })
  })
})

describe('offerFor (a stored choice on an unprefixed path)', () => {
  it('offers the same page in the chosen language', () => {
    expect(offerFor('es', place('/products', { search: '?ref=x' }), availability)).toEqual({
      kind: 'offer',
      language: 'es',
      to: '/es/products?ref=x',
    })
  })

  it('offers nothing where the page does not exist in that language, and nothing in English', () => {
    expect(offerFor('de', place('/competitor-comparison'), availability)).toEqual({ kind: 'stay' })
    expect(offerFor('de', place('/post/only-in-english'), availability)).toEqual({ kind: 'stay' })
    expect(offerFor('en', place('/products'), availability)).toEqual({ kind: 'stay' })
  })
})

describe('pathAvailability, derived from the manifest', () => {
  it('lists the pages and aliases shown in every language, not the root-only ones', () => {
    expect(availability.everywhere).toEqual(
      expect.arrayContaining(['', 'threats', 'products/vaultline-enterprise', 'secure-messaging', 'legal/cookies']),
    )
    for (const rootOnly of [
      'pricing',
      'sign-in',
      'competitor-comparison',
      'resources/blog',
      'download',
      'privacy-policy',
    ])
      expect(availability.everywhere).not.toContain(rootOnly)
  })

  it('records only the posts a language lacks', () => {
    expect(availability.patterns).toEqual([
      { pattern: 'blog/page/:page', missing: {} },
      {
        pattern: 'post/:slug',
        missing: { es: ['only-in-english'], pt: ['only-in-english'], fr: ['only-in-english'], de: ['only-in-english'] },
      },
    ])
  })

  it('records the pages of the blog index a language has fewer of', () => {
    const english = Array.from({ length: 25 }, (_, i) => `post-${i}`)
    const largerInEnglish = pathAvailability({
      en: english,
      es: english.slice(0, 13),
      pt: english.slice(0, 12),
      fr: english,
      de: english,
    })
    expect(largerInEnglish.patterns.find(({ pattern }) => pattern === 'blog/page/:page')?.missing).toEqual({
      es: ['3'],
      pt: ['2', '3'],
    })
    expect(existsInLanguage(largerInEnglish, 'es', '/blog/page/2')).toBe(true)
    expect(existsInLanguage(largerInEnglish, 'es', '/blog/page/3')).toBe(false)
    expect(existsInLanguage(largerInEnglish, 'pt', '/blog/page/2')).toBe(false)
    expect(existsInLanguage(largerInEnglish, 'de', '/blog/page/3')).toBe(true)
  })

  it('reads encoded slugs and refuses nested or broken ones', () => {
    expect(existsInLanguage(availability, 'de', '/post/harvest%2Dnow')).toBe(true)
    expect(existsInLanguage(availability, 'de', '/post/a/b')).toBe(false)
    expect(existsInLanguage(availability, 'de', '/post/%E0%A4%A')).toBe(false)
    expect(existsInLanguage(availability, 'de', '/post/')).toBe(false)
  })
})

describe('redirectTarget', () => {
  it('turns the root into /{lang}/', () => {
    expect(redirectTarget('es', '/', '', '')).toBe('/es/')
  })

  it.each(['//evil.example/x', '/\\evil', '///evil.example', '/\\/evil.example'])(
    'keeps %j on this origin',
    (pathname) => {
      const target = redirectTarget('de', pathname, '', '')
      expect(target.startsWith('/de/')).toBe(true)
      expect(new URL(target, 'https://www.vaultline.example').origin).toBe('https://www.vaultline.example')
    },
  )
})

describe('parseCountryLookup', () => {
  it('reads country_code', () => {
    expect(parseCountryLookup({ country_code: 'br' })).toEqual({ ok: true, country: 'BR' })
  })
  it.each([
    null,
    'DE',
    {},
    { country_code: null },
    { country_code: 'DEU' },
    { country_code: '<b>' },
    { country: 'DE' },
  ])('treats %j as a failed lookup', (body) => {
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
  it('lets the time zone decide when the build has no lookup (nginx without GeoIP), then English', () => {
    expect(detectedLanguage(table, { ok: 'none' }, 'Europe/Berlin')).toBe('de')
    expect(detectedLanguage(table, { ok: 'none' }, 'America/Sao_Paulo')).toBe('pt')
    expect(detectedLanguage(table, { ok: 'none' }, 'Asia/Tokyo')).toBe('en')
    expect(detectedLanguage(table, { ok: 'none' }, undefined)).toBe('en')
  })
})
