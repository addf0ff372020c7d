/**
 * A link to a page of the site must lead to a page that exists: the route manifest says which
 * paths answer (pages, aliases, redirects, in each language), and a post's address answers only
 * when that post is published in that language. The editor checks a post's links before saving,
 * the dev server on the page viewed; dist-check checks every built page's links against the files
 * in dist/ (dist-check/checks/internalLinks.ts).
 */
import { matchPath } from 'react-router-dom'
import { joinPath, languageOfPath } from '../routing/localizedPath'
import { matchPage, routePatterns } from '../routing/routePatterns'
import type { Language } from '../../routes.config'

/** Whether a post is published in a language; undefined when the caller cannot know (the editor checks posts' paths only). */
export type PostExists = ((slug: string, language: Language) => boolean) | undefined

/** A same-site page path a link leads to, without its #fragment and ?query; null for another site, a file or an anchor. */
function sitePath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  const path = href.replace(/[#?].*$/, '')
  // Files (downloads, images, feeds) are checked where they are published, by dist-check.
  return /\.[A-Za-z0-9]+$/.test(path) ? null : path
}

/** Whether a same-site page path leads somewhere: a page, an alias or a redirect of its language. */
function pageExists(path: string, postExists?: PostExists): boolean {
  let decoded: string
  try {
    decoded = decodeURI(path)
  } catch {
    return false
  }
  const language = languageOfPath(decoded)
  const page = matchPage(decoded)
  if (page) {
    const slug = page.params.slug
    return slug === undefined || !postExists || postExists(slug, language)
  }
  return routePatterns(language).some(
    (entry) => entry.kind === 'redirect' && matchPath({ path: joinPath(language, entry.pattern), end: true }, decoded),
  )
}

/** The links of a text that lead to no page of the site. */
export function brokenLinks(hrefs: readonly string[], postExists?: PostExists): string[] {
  return [
    ...new Set(
      hrefs.filter((href) => {
        const path = sitePath(href)
        return path !== null && !pageExists(path, postExists)
      }),
    ),
  ]
}
