/**
 * Every data set a page may declare in routes.config.ts (`data`), and how it is fetched. A set
 * that does not depend on the URL loads with the route, before the page renders (routeData.ts);
 * one that does is a react-query query built from the URL's parameters, which the prerender
 * fetches before rendering (prefetchPageData.ts) and the page reads inside <PageData>. Adding a
 * data set means one entry here; TypeScript refuses a key the manifest does not know.
 */
import type { FetchQueryOptions } from '@tanstack/react-query'
import { loadContentDocument } from 'virtual:content-data'
import type { Language, PageDataKey } from '../../routes.config'
import type { PostSummary } from '../content/blog/postTypes'
import { blogDataPaths } from '../routing/blogDataPaths'
import type { GlossaryEntry } from '../content/glossary/glossaryTypes'
import { glossaryDataPaths } from '../routing/glossaryDataPaths'
import { blogIndexPageNumber } from '../routing/blogIndexPages'
import { blogIndexPageQuery, blogPostQuery } from './blogQueries'

type UrlParams = Readonly<Record<string, string | undefined>>

export type PageDataSource =
  | { kind: 'route'; load: (language: Language) => Promise<unknown> }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | { kind: 'query'; query: (language: Language, params: UrlParams) => FetchQueryOptions<any, any, any, any> | null }

export const pageDataRegistry = {
  /** The newest posts, as many as the home page shows. */
  blogLatest: {
    kind: 'route',
    load: async (language: Language): Promise<PostSummary[]> =>
      (await loadContentDocument<PostSummary[]>(blogDataPaths.latest(language))) ?? [],
  },
  /** One page of the blog index: /blog, /blog/page/2, … */
  blogIndexPage: {
    kind: 'query',
    query: (language: Language, params: UrlParams) => {
      const page = blogIndexPageNumber(params.page)
      return page ? blogIndexPageQuery(language, page) : null
    },
  },
  /** Every glossary entry in the page's language, in its alphabetical order. */
  glossaryTerms: {
    kind: 'route',
    load: async (language: Language): Promise<GlossaryEntry[]> =>
      (await loadContentDocument<GlossaryEntry[]>(glossaryDataPaths.terms(language))) ?? [],
  },
  /** One post with what its page shows beside it. */
  blogPost: {
    kind: 'query',
    query: (language: Language, params: UrlParams) => (params.slug ? blogPostQuery(language, params.slug) : null),
  },
} as const satisfies Record<PageDataKey, PageDataSource>

/** The route-level sets and the type each one loads. */
export type RouteDataSets = {
  [K in keyof typeof pageDataRegistry as (typeof pageDataRegistry)[K] extends { kind: 'route' } ? K : never]: Awaited<
    ReturnType<Extract<(typeof pageDataRegistry)[K], { kind: 'route' }>['load']>
  >
}
