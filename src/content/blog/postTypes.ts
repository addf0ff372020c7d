import type { Language } from '../../../routes.config'

/** Every tag has a label in each language (common.json `tags`), so posts may only use these. */
export const postTags = ['post-quantum', 'cryptography', 'standards', 'mobile-networks', 'interception', 'ai', 'social-engineering', 'incident-response', 'deployment', 'government', 'compliance', 'voice'] as const

export type CoverIllustration = 'quantum' | 'standards' | 'signal' | 'voice' | 'incident' | 'deployment'

/** What lists, teasers and feeds need of a post; no body. */
export interface PostSummary {
  slug: string
  language: Language
  title: string
  description: string
  /** ISO date, YYYY-MM-DD. */
  date: string
  author: string
  authorRole: string
  tags: string[]
  cover: CoverIllustration
  readingMinutes: number
  /** Languages this post is published in. */
  languages: Language[]
}

/** A post as its page shows it: the summary plus the body, rendered to HTML at build time. */
export interface Post extends PostSummary {
  html: string
  /** Section headings of the body, for the table of contents. */
  headings: { id: string; text: string }[]
}

export type PostIndex = Record<Language, PostSummary[]>
