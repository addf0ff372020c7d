/**
 * The article of a post entry as the editor holds it, unsaved: the same Markdown rules, reading
 * time and `{{facts.…}}` values as the build (src/content/blog/postMarkdown.ts), with images drawn
 * from the files the editor knows (Decap's getAsset: an upload not yet saved shows too).
 */
import type { Language } from '../../../routes.config'
import type { PostArticleContent } from '../../components/blog/PostArticle'
import { countWords, escapeHtml, readingMinutes, renderPostMarkdown } from '../../content/blog/postMarkdown'
import type { CoverIllustration } from '../../content/blog/postTypes'
import { fillFactPlaceholders } from '../../i18n/factPlaceholders'

/** A post entry's fields as Decap holds them while it is being written: any may still be missing. */
export interface PostEntryData {
  title?: string
  description?: string
  date?: string
  author?: string
  authorRole?: string
  tags?: string[]
  cover?: string
  coverImage?: string
  coverAlt?: string
  body?: string
}

/** The slot's own proportions (40:22): the build encodes the upload at its size; the preview only shows it. */
const previewCoverBox = { width: 1200, height: 660 }

export function postFromEntry(
  data: PostEntryData,
  language: Language,
  assetUrl: (href: string) => string,
  today: string,
): PostArticleContent {
  // A placeholder the facts do not hold stays as typed; the build names it when the post is saved.
  const filled = (text: string | undefined) =>
    fillFactPlaceholders(text ?? '', language, (_path, placeholder) => placeholder)
  const body = filled(data.body)
  const { html, headings } = renderPostMarkdown(
    body,
    ({ href, alt }) => `<img src="${escapeHtml(assetUrl(href))}" alt="${escapeHtml(alt)}" decoding="async">`,
  )
  return {
    title: filled(data.title),
    description: filled(data.description),
    // A new post has no date until one is picked; the build requires it, the preview shows today.
    date: /^\d{4}-\d{2}-\d{2}$/.test(data.date ?? '') ? data.date! : today,
    readingMinutes: readingMinutes(countWords(body)),
    author: data.author ?? '',
    authorRole: data.authorRole ?? '',
    tags: data.tags ?? [],
    cover: data.cover as CoverIllustration,
    ...(data.coverImage
      ? {
          coverPicture: {
            image: { ...previewCoverBox, avif: [], webp: [], fallback: assetUrl(data.coverImage) },
            alt: data.coverAlt ?? '',
          },
        }
      : {}),
    headings,
    html,
  }
}
