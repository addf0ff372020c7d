/**
 * Prerender only: fetches a path's page data that depends on the URL (a blog post, a page of the
 * blog index) before it is rendered, so the HTML carries the data instead of a loading state.
 */
import { routes } from '../../routes.config'
import { matchPage } from '../routing/routePatterns'
import { pageDataRegistry, type PageDataSource } from './pageDataRegistry'
import { createQueryClient } from './queryClient'
import { storePrefetchedClient } from './prefetchStore'

export async function prefetchPageData(pathname: string): Promise<void> {
  const match = matchPage(pathname)
  if (!match) return
  const { page, language, params } = match
  const client = createQueryClient()
  const queries = (routes.pages[page].data ?? []).flatMap((key) => {
    const source: PageDataSource = pageDataRegistry[key]
    const query = source.kind === 'query' ? source.query(language, params) : null
    return query ? [query] : []
  })
  if (queries.length === 0) return
  const prefetches = queries.map((query) => client.prefetchQuery(query))
  await Promise.all(prefetches)
  storePrefetchedClient(pathname, client)
}
