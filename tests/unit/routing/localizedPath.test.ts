import { describe, expect, it } from 'vitest'
import { site } from '../../../src/config/site'
import { languageOfPath, localizedPath, pageExistsIn } from '../../../src/routing/localizedPath'

describe('localizedPath', () => {
  it('puts English at the root and other languages under their prefix', () => {
    expect(localizedPath({ page: 'threatQuantum', language: 'en' })).toBe('/threats/quantum/')
    expect(localizedPath({ page: 'threatQuantum', language: 'de' })).toBe('/de/threats/quantum/')
  })

  it('ends language home pages in a slash', () => {
    expect(localizedPath({ page: 'home', language: 'en' })).toBe('/')
    expect(localizedPath({ page: 'home', language: 'pt' })).toBe('/pt/')
  })

  it('builds product paths from the brand slug', () => {
    expect(localizedPath({ page: 'productEnterprise', language: 'fr' })).toBe(`/fr/products/${site.slug}-enterprise/`)
  })

  it('sends a root-only page to its English path whatever language is asked for', () => {
    expect(pageExistsIn('competitorComparison', 'es')).toBe(false)
    expect(localizedPath({ page: 'competitorComparison', language: 'es' })).toBe('/competitor-comparison/')
  })

  it('fills and encodes the slug of a blog post', () => {
    expect(localizedPath({ page: 'blogPost', language: 'es', params: { slug: 'ss7-interception-explained' } })).toBe(
      '/es/post/ss7-interception-explained/',
    )
    expect(() => localizedPath({ page: 'blogPost', language: 'en' })).toThrow(/needs the parameter "slug"/)
  })
})

describe('languageOfPath', () => {
  it.each([
    ['/', 'en'],
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/de/threats/ai', 'de'],
    ['/en/threats', 'en'],
    ['/esx/threats', 'en'],
    ['/threats', 'en'],
  ])('%s is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language)
  })
})
