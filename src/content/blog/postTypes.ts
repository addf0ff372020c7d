import type { Language } from '../../../routes.config'
import type { ResponsiveImage } from './responsiveImage'

/** Every tag has a label in each language (common.json `tags`), so posts may only use these. */
export const postTags = [
  'post-quantum',
  'cryptography',
  'standards',
  'mobile-networks',
  'interception',
  'ai',
  'social-engineering',
  'incident-response',
  'deployment',
  'government',
  'compliance',
  'voice',
] as const

export type CoverIllustration = 'quantum' | 'standards' | 'signal' | 'voice' | 'incident' | 'deployment'

/** An uploaded cover as pages show it: the built image and its alt text in the post's language. */
export interface CoverPicture {
  image: ResponsiveImage
  alt: string
}

/** What lists, teasers and feeds need of a post; no body. */
export interface PostSummary {
  slug: string
  language: Language
  title: string
  description: string
  /** ISO date, YYYY-MM-DD. */
  date: string
  /** The last revision of substance (YYYY-MM-DD), when the post was revised after publication. */
  updated?: string
  author: string
  authorRole: string
  tags: string[]
  cover: CoverIllustration
  /** An uploaded cover, shown instead of the art; absent (not undefined) when the post has none, so its documents stay as they were. */
  coverPicture?: CoverPicture
  readingMinutes: number
  /** Languages this post is published in. */
  languages: Language[]
  /** Set on drafts, which only the dev server shows (a build leaves them out): pages and cards mark them. */
  draft?: true
  /**
   * Set on a translation made from an earlier version of the English: its page
   * says so and links the English (docs/translations.md). Absent on every other post, so their documents stay as they were.
   */
  staleTranslation?: true
}

/** A post as its page shows it: the summary plus the body, rendered to HTML at build time. */
export interface Post extends PostSummary {
  html: string
  /** Section headings of the body, for the table of contents. */
  headings: { id: string; text: string }[]
}

/** Every published post's summary per language, newest first: build-time only, never sent to a browser. */
export type PostIndex = Record<Language, PostSummary[]>

/**
 * The blog as pages read it, one document per thing a page shows (scripts/content/blogDocuments.ts
 * writes them, src/routing/blogDataPaths.ts names them), so no page loads data that grows with the blog.
 */
export interface PostLink {
  slug: string
  title: string
}

/** A post page: the post, the posts before and after it by date, and up to three sharing its tags. */
export interface PostPageData {
  post: Post
  newer?: PostLink
  older?: PostLink
  related: PostSummary[]
}

/** One page of the blog index in a language. */
export interface BlogIndexPageData {
  /** 1 for /blog, n for /blog/page/n. */
  page: number
  posts: PostSummary[]
  /** How many index pages each language has, for links between pages and hreflang alternates. */
  pageCounts: Record<Language, number>
}
