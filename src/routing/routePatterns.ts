/**
 * The manifest read per language, before any parameter is filled in: which page or alias answers
 * which path pattern, and which old paths redirect where. The router, the route table (every
 * concrete URL), and the prerender's data prefetch all read this, so none of them re-reads the
 * manifest's availability and redirect rules.
 */
import { matchPath } from 'react-router-dom'
import { defaultLanguage, routes, type Language, type PageId } from '../../routes.config'
import { joinPath, languageOfPath, pageExistsIn } from './localizedPath'

export type RoutePattern =
  | { kind: 'page'; page: PageId; pattern: string }
  | { kind: 'alias'; page: PageId; pattern: string }
  | { kind: 'redirect'; pattern: string; target: string }

/** Patterns below a language's prefix (`''` is its home page), in the order the router tries them. */
export function routePatterns(language: Language): RoutePattern[] {
  const patterns: RoutePattern[] = []
  for (const page of Object.keys(routes.pages) as PageId[]) {
    if (pageExistsIn(page, language)) patterns.push({ kind: 'page', page, pattern: routes.pages[page].path })
  }
  for (const alias of routes.aliases) {
    if (alias.availability === 'all' || language === defaultLanguage)
      patterns.push({ kind: 'alias', page: alias.page, pattern: alias.path })
  }
  for (const redirect of routes.redirects) {
    if (!redirect.sources.includes(language)) continue
    const targetLanguage = redirect.targetLanguage === 'same' ? language : redirect.targetLanguage
    patterns.push({
      kind: 'redirect',
      pattern: redirect.from,
      target: joinPath(targetLanguage, routes.pages[redirect.to].path),
    })
  }
  return patterns
}

/** The page (primary path or alias) a URL path shows, with its parameters; null when none does. */
export function matchPage(
  pathname: string,
): { page: PageId; language: Language; params: Record<string, string | undefined> } | null {
  const language = languageOfPath(pathname)
  for (const entry of routePatterns(language)) {
    if (entry.kind === 'redirect') continue
    const match = matchPath({ path: joinPath(language, entry.pattern), end: true }, pathname)
    if (match) return { page: entry.page, language, params: match.params }
  }
  return null
}
