/**
 * Prerender only: fetches a path's page data that depends on the URL (a blog post, a page of the
 * blog index) before it is rendered, so the HTML carries the data instead of a loading state.
 */
import { routes } from '../../routes.config'
import { blogIndexPageNumber } from '../routing/blogIndexPages'
import { matchPage } from '../routing/routePatterns'
import { blogIndexPageQuery, blogPostQuery } from './blogQueries'
import { createQueryClient } from './queryClient'
import { storePrefetchedClient } from './prefetchStore'

export async function prefetchPageData(pathname: string): Promise<void> {
  const match = matchPage(pathname)
  if (!match) return
  const { page, language } = match
  const data = routes.pages[page].data ?? []
  const { slug } = match.params
  const indexPage = blogIndexPageNumber(match.params.page)
  const client = createQueryClient()
  const prefetches: Promise<void>[] = []
  if (data.includes('blogPost') && slug) prefetches.push(client.prefetchQuery(blogPostQuery(language, slug)))
  if (data.includes('blogIndexPage') && indexPage) prefetches.push(client.prefetchQuery(blogIndexPageQuery(language, indexPage)))
  if (prefetches.length === 0) return
  await Promise.all(prefetches)
  storePrefetchedClient(pathname, client)
}
