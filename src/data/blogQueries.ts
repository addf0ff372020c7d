/**
 * A blog post as page data, declared as react-query options. The "fetch" is a dynamic import of a
 * module the build generated from Markdown, so the same code serves the prerender and the browser.
 */
import { queryOptions } from '@tanstack/react-query'
import type { Language } from '../../routes.config'
import type { Post } from '../content/blog/postTypes'

const postModules = import.meta.glob<{ default: Post | null }>('../content/blog/*/*.md')

export function blogPostQuery(language: Language, slug: string) {
  return queryOptions({
    queryKey: ['blog-post', language, slug] as const,
    queryFn: async (): Promise<Post | null> => {
      const load = postModules[`../content/blog/${slug}/${language}.md`]
      return load ? ((await load()).default ?? null) : null
    },
  })
}
