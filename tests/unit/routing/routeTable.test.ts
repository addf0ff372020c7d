import { describe, expect, it } from 'vitest'
import { blogIndexPageSize, languages } from '../../../routes.config'
import { site } from '../../../src/config/site'
import {
  expandRoutes,
  outputFileOf,
  prerenderPaths,
  redirectStatus,
  type PostSlugs,
} from '../../../src/routing/routeTable'

const slugs: PostSlugs = { en: ['alpha', 'beta'], es: ['alpha'], pt: ['alpha'], fr: ['alpha'], de: ['alpha'] }
const entries = expandRoutes(slugs)
const p = site.slug

/** The manifest's redirects in a language (not those of untranslated posts, tested below). */
function redirectsOf(language: string) {
  return Object.fromEntries(
    entries
      .filter((e) => e.kind === 'redirect' && e.language === language && !e.params)
      .map((e) => [e.path, e.kind === 'redirect' ? e.target : '']),
  )
}

describe('expandRoutes', () => {
  it('has every spec page in every language and the root-only pages only at the root', () => {
    for (const language of languages) {
      const pages = entries.flatMap((e) => (e.kind === 'page' && e.language === language ? [e.page] : []))
      expect(pages).toContain('threatAirInterface')
      expect(pages).toContain('legalCookies')
      expect(pages.includes('competitorComparison')).toBe(language === 'en')
      expect(pages.includes('pricing')).toBe(language === 'en')
      expect(pages.includes('signIn')).toBe(language === 'en')
    }
  })

  it('puts no root-only alias under a prefix', () => {
    const prefixed = entries.filter((e) => e.language !== 'en' && e.kind === 'alias').map((e) => e.path)
    expect(prefixed.sort()).toEqual(
      ['es', 'pt', 'fr', 'de']
        .flatMap((l) => [
          `/${l}/industries/`,
          `/${l}/secure-calls/`,
          `/${l}/secure-file-transfer/`,
          `/${l}/secure-messaging/`,
        ])
        .sort(),
    )
    expect(entries.some((e) => e.language !== 'en' && /resources|competitor|privacy-policy/.test(e.path))).toBe(false)
  })

  it('canonicalises aliases to their primary path in the same language', () => {
    const alias = entries.find((e) => e.kind === 'alias' && e.path === '/de/secure-calls/')
    expect(alias).toMatchObject({ canonicalPath: '/de/solutions/secure-calls/' })
    const post = entries.find((e) => e.kind === 'alias' && e.path === '/resources/blog/beta/')
    expect(post).toMatchObject({ canonicalPath: '/post/beta/' })
  })

  it('writes exactly the root redirect table of the spec', () => {
    expect(redirectsOf('en')).toEqual({
      [`/${p}-enterprise/`]: `/products/${p}-enterprise/`,
      [`/${p}-government/`]: `/products/${p}-government/`,
      [`/${p}-on-premises/`]: `/products/${p}-on-premises/`,
      '/voice-gateway/': '/products/voice-gateway/',
      '/use-cases/': '/out-of-band-communications/',
      [`/${p}-product/`]: `/products/${p}-enterprise/`,
      [`/${p}-federal/`]: `/products/${p}-government/`,
      '/faq/': '/faqs/',
      '/index.html': '/',
      '/quantum-computing-threats/': '/threats/quantum/',
      '/privacy/': '/legal/privacy/',
    })
  })

  it('redirects the product shortcuts within each prefix, and Spanish use-cases to the root page', () => {
    expect(redirectsOf('es')).toEqual({
      [`/es/${p}-enterprise/`]: `/es/products/${p}-enterprise/`,
      [`/es/${p}-government/`]: `/es/products/${p}-government/`,
      [`/es/${p}-on-premises/`]: `/es/products/${p}-on-premises/`,
      '/es/voice-gateway/': '/es/products/voice-gateway/',
      '/es/use-cases/': '/out-of-band-communications/',
    })
    expect(Object.keys(redirectsOf('fr'))).toHaveLength(4)
    expect(redirectsOf('fr')['/fr/use-cases/']).toBeUndefined()
  })

  it('creates post pages only in the languages a post is written in', () => {
    const posts = entries.flatMap((e) => (e.kind === 'page' && e.page === 'blogPost' ? [e.path] : []))
    expect(posts).toContain('/post/beta/')
    expect(posts).toContain('/es/post/alpha/')
    expect(posts).not.toContain('/es/post/beta/')
  })

  it('adds blog index pages after /blog only once a language has more posts than one page holds', () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => `post-${i + 1}`)
    const large = expandRoutes({
      en: many(blogIndexPageSize * 2 + 1),
      es: many(blogIndexPageSize),
      pt: [],
      fr: many(blogIndexPageSize + 1),
      de: [],
    })
    const indexPages = (language: string) =>
      large.flatMap((e) =>
        e.kind === 'page' && e.language === language && (e.page === 'blog' || e.page === 'blogIndexPage')
          ? [e.path]
          : [],
      )
    expect(indexPages('en')).toEqual(['/blog/', '/blog/page/2/', '/blog/page/3/'])
    expect(indexPages('es')).toEqual(['/es/blog/'])
    expect(indexPages('pt')).toEqual(['/pt/blog/'])
    expect(indexPages('fr')).toEqual(['/fr/blog/', '/fr/blog/page/2/'])
    expect(large.find((e) => e.path === '/blog/page/3/')).toMatchObject({
      kind: 'page',
      page: 'blogIndexPage',
      params: { page: '3' },
    })
    // Today's blog fits on one page: no page 2 anywhere.
    expect(entries.some((e) => e.kind === 'page' && e.page === 'blogIndexPage')).toBe(false)
  })

  it('maps entries to nested output files and skips the stub for /index.html', () => {
    const file = (path: string) => outputFileOf(entries.find((e) => e.path === path)!)
    expect(file('/')).toBe('index.html')
    expect(file('/es/')).toBe('es/index.html')
    expect(file('/threats/quantum/')).toBe('threats/quantum/index.html')
    expect(file('/index.html')).toBeNull()
    expect(file('/de/404')).toBe('de/404.html')
    expect(file('/404')).toBe('404.html')
  })

  it('prerenders pages, aliases and not-found pages but never redirect sources', () => {
    const paths = prerenderPaths(entries)
    expect(paths).toContain('/de/404')
    expect(paths).toContain('/download/')
    expect(paths).not.toContain('/faq/')
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('a post not yet translated into a language', () => {
  it('sends its address in that language to that language’s blog with a temporary redirect, and is no page there', () => {
    for (const language of ['es', 'pt', 'fr', 'de'] as const) {
      const path = `/${language}/post/beta/`
      const entry = entries.find((e) => e.path === path)
      expect(entry).toMatchObject({ kind: 'redirect', target: `/${language}/blog/` })
      expect(entry && entry.kind === 'redirect' && redirectStatus(entry)).toBe(302)
      expect(prerenderPaths(entries)).not.toContain(path)
    }
    expect(entries.find((e) => e.path === '/post/beta/')).toMatchObject({ kind: 'page' })
    expect(entries.filter((e) => e.kind === 'redirect' && e.path.endsWith('/alpha/'))).toEqual([])
  })

  it('keeps 301 for the manifest’s moved pages', () => {
    const moved = entries.filter((e) => e.kind === 'redirect' && !e.params)
    expect(moved.length).toBeGreaterThan(0)
    for (const entry of moved) if (entry.kind === 'redirect') expect(redirectStatus(entry)).toBe(301)
  })
})
