import { describe, expect, it } from 'vitest'
import { matchPage, routePatterns } from '../../../src/routing/routePatterns'

describe('matchPage: the page a URL shows, read from the manifest', () => {
  it('finds a page under each language prefix, with its parameters', () => {
    expect(matchPage('/es/post/harvest-now-decrypt-later')).toEqual({
      page: 'blogPost',
      language: 'es',
      params: { slug: 'harvest-now-decrypt-later' },
    })
    expect(matchPage('/')).toMatchObject({ page: 'home', language: 'en' })
    expect(matchPage('/de')).toMatchObject({ page: 'home', language: 'de' })
    expect(matchPage('/fr/products/')).toMatchObject({ page: 'products', language: 'fr' })
  })

  it('finds the page an alias shows', () => {
    expect(matchPage('/pt/secure-messaging')).toMatchObject({ page: 'solutionMessaging', language: 'pt' })
    expect(matchPage('/privacy-policy')).toMatchObject({ page: 'legalPrivacy', language: 'en' })
  })

  it('finds nothing for an English-only page or alias under another prefix', () => {
    expect(matchPage('/de/sign-in')).toBeNull()
    expect(matchPage('/es/competitor-comparison')).toBeNull()
    expect(matchPage('/es/privacy-policy')).toBeNull()
    expect(matchPage('/sign-in')).toMatchObject({ page: 'signIn' })
  })

  it('finds no page at a redirect source', () => {
    const redirect = routePatterns('en').find((entry) => entry.kind === 'redirect')
    expect(redirect).toBeDefined()
    expect(matchPage(`/${redirect!.pattern}`)).toBeNull()
  })
})
