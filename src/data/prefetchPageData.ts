/**
 * Prerender only: fetches a path's page data that depends on the URL (a blog post, a page of the
 * blog index) before it is rendered, so the HTML carries the data instead of a loading state.
 */
import { matchRoutes } from 'react-router-dom'
import { routes } from '../../routes.config'
import { appRoutes } from '../app/appRoutes'
import type { PageHandle } from '../app/currentPage'
import { blogIndexPageNumber } from '../routing/blogIndexPages'
import { languageOfPath } from '../routing/localizedPath'
import { blogIndexPageQuery, blogPostQuery } from './blogQueries'
import { createQueryClient } from './queryClient'
import { storePrefetchedClient } from './prefetchStore'

export async function prefetchPageData(pathname: string): Promise<void> {
  const match = matchRoutes(appRoutes, pathname)?.at(-1)
  const page = (match?.route.handle as PageHandle | undefined)?.page
  if (!match || !page) return
  const data = routes.pages[page].data ?? []
  const language = languageOfPath(pathname)
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
