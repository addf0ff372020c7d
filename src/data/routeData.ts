/**
 * Data a route declares in routes.config.ts (`data`) that does not depend on URL parameters.
 * Like the page's strings, it is loaded in the route's lazy() before the page renders, so the
 * prerender and the first paint have it synchronously; no loading state, no extra library.
 */
import { loadBlogDocument } from 'virtual:blog-data'
import type { Language, PageDataKey } from '../../routes.config'
import type { PostSummary } from '../content/blog/postTypes'
import { blogDataPaths } from '../routing/blogDataPaths'

interface RouteData {
  /** The newest posts, as many as the home page shows. */
  blogLatest: PostSummary[]
}

const cache = new Map<string, unknown>()
const cacheKey = (language: Language, key: PageDataKey) => `${language}:${key}`

const loaders: { [K in keyof RouteData]: (language: Language) => Promise<RouteData[K]> } = {
  blogLatest: async (language) => (await loadBlogDocument<PostSummary[]>(blogDataPaths.latest(language))) ?? [],
}

/** Loads the route-level data sets; the ones that depend on the URL (blogPost, blogIndexPage) are left to <PageData>. */
export async function loadRouteData(language: Language, keys: readonly PageDataKey[] = []): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      if (!(key in loaders) || cache.has(cacheKey(language, key))) return
      cache.set(cacheKey(language, key), await loaders[key as keyof RouteData](language))
    }),
  )
}

/** Route data that loadRouteData has fetched; a route that did not declare it is a programming error. */
export function routeData<K extends keyof RouteData>(language: Language, key: K): RouteData[K] {
  if (!cache.has(cacheKey(language, key))) throw new Error(`Route data "${key}" was not loaded for ${language}: declare it in the page's data list in routes.config.ts.`)
  return cache.get(cacheKey(language, key)) as RouteData[K]
}
