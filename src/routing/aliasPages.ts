/**
 * What an alias's file is, as the build writes it and dist-check reads it: its page's HTML but for
 * the search-index marker on <main> (src/app/LanguageLayout.tsx), so a search never finds the page
 * twice. The render (scripts/render/aliasPages.ts) copies most aliases from their page with
 * `aliasPageFrom`; dist-check knows a copy by the same rule.
 */
import { outputFileOf, type RouteEntry } from './routeTable'

const searchBodyMarker = ' data-pagefind-body=""'

/** The alias's HTML made from its page's: the page's <main> without the search-index marker. */
export function aliasPageFrom(pageHtml: string): string {
  const main = pageHtml.indexOf('<main ')
  if (main === -1) return pageHtml
  const tagEnd = pageHtml.indexOf('>', main)
  const marker = pageHtml.indexOf(searchBodyMarker, main)
  if (marker === -1 || marker > tagEnd) return pageHtml
  return pageHtml.slice(0, marker) + pageHtml.slice(marker + searchBodyMarker.length)
}

type AliasEntry = Extract<RouteEntry, { kind: 'alias' }>

/** An alias and the page it shows, by their dist/ files. */
export interface AliasOfPage {
  alias: AliasEntry
  aliasFile: string
  pageFile: string
}

/** Every alias whose page is among `entries`, with the dist/ files of both. */
export function aliasesWithTheirPages(entries: readonly RouteEntry[]): AliasOfPage[] {
  const pages = new Map(
    entries.flatMap((entry) => (entry.kind === 'page' ? [[entry.path, outputFileOf(entry)!] as const] : [])),
  )
  return entries.flatMap((entry) => {
    const pageFile = entry.kind === 'alias' ? pages.get(entry.canonicalPath) : undefined
    return entry.kind === 'alias' && pageFile ? [{ alias: entry, aliasFile: outputFileOf(entry)!, pageFile }] : []
  })
}
