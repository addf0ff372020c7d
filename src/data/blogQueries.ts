/**
 * Blog data that depends on the URL, declared as react-query options: a post page, a page of the
 * blog index. The "fetch" loads one data document (src/routing/blogDataPaths.ts), so the same code
 * serves the prerender and the browser, and a page loads only what it shows.
 */
import { queryOptions } from '@tanstack/react-query'
import { loadContentDocument } from 'virtual:content-data'
import type { Language } from '../../routes.config'
import type { BlogIndexPageData, PostPageData } from '../content/blog/postTypes'
import { blogDataPaths } from '../routing/blogDataPaths'

export function blogPostQuery(language: Language, slug: string) {
  return queryOptions({
    queryKey: ['blog-post', language, slug] as const,
    queryFn: () => loadContentDocument<PostPageData>(blogDataPaths.post(language, slug)),
    // Built content: it changes only with a new build, which is a new page load.
    staleTime: Infinity,
  })
}

export function blogIndexPageQuery(language: Language, page: number) {
  return queryOptions({
    queryKey: ['blog-index', language, page] as const,
    queryFn: () => loadContentDocument<BlogIndexPageData>(blogDataPaths.indexPage(language, page)),
    staleTime: Infinity,
  })
}
