import type { Language } from '../../routes.config'

/**
 * URLs of the blog's data documents (src/content/blog/postTypes.ts): fetched by the browser on
 * client-side navigation, read from dist/ by the prerender. Written by scripts/content/blogDocuments.ts.
 */
export const blogDataPaths = {
  root: '/blog-data',
  post: (language: Language, slug: string) => `/blog-data/${language}/posts/${encodeURIComponent(slug)}.json`,
  indexPage: (language: Language, page: number) => `/blog-data/${language}/index/${page}.json`,
  latest: (language: Language) => `/blog-data/${language}/latest.json`,
}
