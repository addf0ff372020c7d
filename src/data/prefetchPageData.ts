/**
 * Prerender only: fetches a path's parameterised page data (blog posts) before vite-react-ssg
 * renders it, so the HTML carries the data instead of a loading state.
 */
import { routes } from '../../routes.config'
import { matchPage } from '../routing/routePatterns'
import { blogPostQuery } from './blogQueries'
import { createQueryClient } from './queryClient'
import { storePrefetchedClient } from './prefetchStore'

export async function prefetchPageData(pathname: string): Promise<void> {
  const match = matchPage(pathname)
  if (!match) return
  const { page, language } = match
  const client = createQueryClient()
  const slug = match.params.slug
  if (routes.pages[page].data?.includes('blogPost') && slug) await client.prefetchQuery(blogPostQuery(language, slug))
  storePrefetchedClient(pathname, client)
}
