/**
 * Prerender only: fetches a path's parameterised page data (blog posts) before vite-react-ssg
 * renders it, so the HTML carries the data instead of a loading state.
 */
import { matchRoutes } from 'react-router-dom'
import { routes } from '../../routes.config'
import { appRoutes } from '../app/appRoutes'
import type { PageHandle } from '../app/currentPage'
import { languageOfPath } from '../routing/localizedPath'
import { blogPostQuery } from './blogQueries'
import { createQueryClient } from './queryClient'
import { storePrefetchedClient } from './prefetchStore'

export async function prefetchPageData(pathname: string): Promise<void> {
  const match = matchRoutes(appRoutes, pathname)?.at(-1)
  const page = (match?.route.handle as PageHandle | undefined)?.page
  if (!match || !page) return
  const language = languageOfPath(pathname)
  const client = createQueryClient()
  const slug = match.params.slug
  if (routes.pages[page].data?.includes('blogPost') && slug) await client.prefetchQuery(blogPostQuery(language, slug))
  storePrefetchedClient(pathname, client)
}
