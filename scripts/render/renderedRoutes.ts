/**
 * The build manifest (scripts/shared/buildManifest.ts) from the route table and what each
 * rendered page's head said: the one place the steps after the render learn a route's file,
 * title, canonical, card and whether it is searched.
 */
import { ogImagePath } from '../../src/routing/ogImagePath'
import { outputFileOf, type RouteEntry } from '../../src/routing/routeTable'
import { searchableFiles } from '../../src/routing/searchableFiles'
import type { BuildManifest, BuiltRoute } from '../shared/buildManifest'
import type { PageHeadFacts } from './pageHeadFacts'

export function renderedRoutes(
  entries: readonly RouteEntry[],
  heads: ReadonlyMap<string, PageHeadFacts>,
  bootScript: string | null = null,
): BuildManifest {
  const routeOf = builtRoutes(entries)
  const routes = entries.map((entry) =>
    // An alias copied from its page was not rendered: its head is its page's.
    routeOf(entry, heads.get(entry.path) ?? (entry.kind === 'alias' ? heads.get(entry.canonicalPath) : undefined)),
  )
  return { version: 2, routes, bootScript }
}

/** A route of the manifest from its entry and what its rendered head said (none: nothing was rendered for it). */
export function builtRoutes(
  entries: readonly RouteEntry[],
): (entry: RouteEntry, head: PageHeadFacts | undefined) => BuiltRoute {
  const searchable = new Set(searchableFiles(entries))
  return (entry, head) => {
    const file = outputFileOf(entry)
    return {
      entry,
      language: entry.language,
      file,
      title: head?.title ?? null,
      canonical: head?.canonical ?? null,
      searchable: file !== null && searchable.has(file),
      image:
        entry.kind === 'page'
          ? ogImagePath({ page: entry.page, language: entry.language, params: entry.params })
          : null,
    }
  }
}
