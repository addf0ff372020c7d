/**
 * Expands the manifest into every concrete URL the build produces, with what each one is.
 * The build's prerender list, the sitemap, redirects, hosting files and dist-check all read this.
 */
import { defaultLanguage, languages, routes, type Language, type PageId } from '../../routes.config'
import { blogIndexPageCount } from './blogIndexPages'
import { fillParams, joinPath, languagePrefix, type RouteParams } from './localizedPath'
import { routePatterns } from './routePatterns'

/** Blog slugs published in each language: the one dynamic part of the route set (posts and blog index pages follow from it). */
export type PostSlugs = Record<Language, readonly string[]>

export function postSlugsOf(index: Record<Language, readonly { slug: string }[]>): PostSlugs {
  return Object.fromEntries(
    languages.map((language) => [language, (index[language] ?? []).map((post) => post.slug)]),
  ) as unknown as PostSlugs
}

export type RouteEntry =
  | { kind: 'page'; language: Language; path: string; page: PageId; params?: RouteParams }
  | { kind: 'alias'; language: Language; path: string; page: PageId; params?: RouteParams; canonicalPath: string }
  /** `params`: made from content (a post not yet translated into the language), not from the manifest's redirects. */
  | { kind: 'redirect'; language: Language; path: string; target: string; params?: RouteParams }
  | { kind: 'notFound'; language: Language; path: string }

/** Path at which vite-react-ssg renders a language's not-found page before it is moved to 404.html. */
function notFoundRenderPath(language: Language): string {
  return `${languagePrefix(language)}/404`
}

export function notFoundFile(language: Language): string {
  return `${languagePrefix(language).slice(1)}${language === defaultLanguage ? '' : '/'}404.html`
}

/** Every set of parameters a manifest path takes in a language: each post's slug, each later page of the blog index. */
export function paramSets(pattern: string, language: Language, slugs: PostSlugs): (RouteParams | undefined)[] {
  if (pattern.includes(':slug')) return slugs[language].map((slug) => ({ slug }))
  if (pattern.includes(':page'))
    return Array.from({ length: blogIndexPageCount(slugs[language].length) - 1 }, (_, i) => ({ page: String(i + 2) }))
  return [undefined]
}

function expandPattern(
  pattern: string,
  language: Language,
  slugs: PostSlugs,
): { path: string; params?: RouteParams }[] {
  return paramSets(pattern, language, slugs).map((params) => ({
    path: joinPath(language, fillParams(pattern, params)),
    params,
  }))
}

export function expandRoutes(slugs: PostSlugs): RouteEntry[] {
  const entries: RouteEntry[] = []
  for (const language of languages) {
    for (const entry of routePatterns(language)) {
      if (entry.kind === 'redirect') {
        entries.push({ kind: 'redirect', language, path: joinPath(language, entry.pattern), target: entry.target })
        continue
      }
      const primary = routes.pages[entry.page].path
      for (const { path, params } of expandPattern(entry.pattern, language, slugs)) {
        entries.push(
          entry.kind === 'page'
            ? { kind: 'page', language, path, page: entry.page, params }
            : {
                kind: 'alias',
                language,
                path,
                page: entry.page,
                params,
                canonicalPath: joinPath(language, fillParams(primary, params)),
              },
        )
      }
    }
    entries.push(...untranslatedPostRedirects(language, slugs))
    entries.push({ kind: 'notFound', language, path: notFoundRenderPath(language) })
  }
  return entries
}

/**
 * A post written in some languages but not yet in this one: its address in this language leads to
 * the page above it (this language's blog), so a link from the language menu is never a dead end.
 */
function untranslatedPostRedirects(language: Language, slugs: PostSlugs): RouteEntry[] {
  const here = new Set(slugs[language])
  const elsewhere = [...new Set(languages.flatMap((other) => slugs[other]))].filter((slug) => !here.has(slug)).sort()
  return routePatterns(language).flatMap((route) => {
    if (route.kind !== 'page' || !route.pattern.includes(':slug')) return []
    const parent = routes.pages[route.page].parent
    const target = joinPath(language, parent ? routes.pages[parent].path : '')
    return elsewhere.map(
      (slug): RouteEntry => ({
        kind: 'redirect',
        language,
        path: joinPath(language, fillParams(route.pattern, { slug })),
        target,
        params: { slug },
      }),
    )
  })
}

/**
 * 301 for the manifest's moved pages; 302 for an untranslated post, whose address will show the
 * translation once it is published (a cached 301 would keep sending visitors away).
 */
export function redirectStatus(entry: Extract<RouteEntry, { kind: 'redirect' }>): 301 | 302 {
  return entry.params ? 302 : 301
}

/** The file in dist/ that serves an entry. `/index.html` is the home page itself, so its redirect has no stub. */
export function outputFileOf(entry: RouteEntry): string | null {
  if (entry.kind === 'notFound') return notFoundFile(entry.language)
  if (entry.kind === 'redirect' && entry.path.endsWith('.html')) return null
  return pageFileOf(entry.path)
}

/** The index.html in dist/ that serves a page's path. */
export function pageFileOf(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`
}

/** Paths vite-react-ssg renders: pages, aliases and the not-found pages (redirects become stubs instead). */
export function prerenderPaths(entries: readonly RouteEntry[]): string[] {
  return entries.filter((e) => e.kind !== 'redirect').map((e) => e.path)
}
