/**
 * Which files of dist/ the search index reads: the pages routes.config.ts marks indexable, never
 * aliases, redirect stubs, 404 pages or the editor. Shared by the index's writer
 * (scripts/hosting/search.ts) and dist-check, which counts the pages the index holds.
 */
import { routes } from '../../routes.config'
import { outputFileOf, type RouteEntry } from './routeTable'

export function searchableFiles(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'page' && routes.pages[entry.page].indexable && outputFileOf(entry) ? [outputFileOf(entry)!] : [],
  )
}
