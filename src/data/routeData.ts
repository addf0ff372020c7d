/**
 * Data a route declares in routes.config.ts (`data`) that does not depend on URL parameters.
 * Like the page's strings, it is loaded in the route's lazy() before the page renders, so the
 * prerender and the first paint have it synchronously; no loading state, no extra library.
 */
import type { Language, PageDataKey } from '../../routes.config'
import { pageDataRegistry, type RouteDataSets } from './pageDataRegistry'

const cache = new Map<string, unknown>()
const cacheKey = (language: Language, key: PageDataKey) => `${language}:${key}`

/**
 * The dev server renders every request in one long-lived module graph, where an entry or post
 * saved since must show on the next render: there the data is loaded again for each render. A
 * build renders each page once, and a browser keeps what it loaded until the next page load.
 */
const loadedOnce = !(import.meta.env.DEV && import.meta.env.SSR)

/** Loads the route-level data sets a route declares; the ones that depend on the URL are left to <PageData>. */
export async function loadRouteData(language: Language, keys: readonly PageDataKey[] = []): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      const source = pageDataRegistry[key]
      if (source.kind !== 'route' || (loadedOnce && cache.has(cacheKey(language, key)))) return
      cache.set(cacheKey(language, key), await source.load(language))
    }),
  )
}

/** Route data that loadRouteData has fetched; a route that did not declare it is a programming error. */
export function routeData<K extends keyof RouteDataSets>(language: Language, key: K): RouteDataSets[K] {
  if (!cache.has(cacheKey(language, key)))
    throw new Error(
      `Route data "${key}" was not loaded for ${language}: declare it in the page's data list in routes.config.ts.`,
    )
  return cache.get(cacheKey(language, key)) as RouteDataSets[K]
}
