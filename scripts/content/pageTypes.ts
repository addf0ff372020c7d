/**
 * One representative built page per page type, for the size budgets and Lighthouse: size
 * and Lighthouse budgets hold per page type, in every language.
 */
import type { Language, PageId } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { notFoundFile, pageFileOf } from '../../src/routing/routeTable'
import { loadBlogContent } from './blogContent'

export interface PageType {
  type: string
  /** The page's file in dist/, for a language. */
  file: (language: Language) => string
  /** The page's URL path, for a language. */
  path: (language: Language) => string
}

export function pageTypes(): PageType[] {
  const post = loadBlogContent().index.en[0]?.slug
  const page = (id: PageId, params?: { slug: string }) => ({
    path: (language: Language) => localizedPath({ page: id, language, params }),
    file: (language: Language) => pageFileOf(localizedPath({ page: id, language, params })),
  })
  return [
    { type: 'home', ...page('home') },
    { type: 'product edition', ...page('productEnterprise') },
    { type: 'threat', ...page('threatQuantum') },
    { type: 'solution', ...page('solutionMessaging') },
    { type: 'downloads', ...page('downloads') },
    { type: 'FAQs', ...page('faqs') },
    { type: 'contact', ...page('contact') },
    { type: 'blog index', ...page('blog') },
    ...(post ? [{ type: 'blog post', ...page('blogPost', { slug: post }) }] : []),
    { type: 'legal', ...page('legalPrivacy') },
    { type: '404', file: notFoundFile, path: (language: Language) => `/${notFoundFile(language)}` },
  ]
}
