/** The front matter every blog post must have; checked at build by scripts/content/blogContent.ts. */
import { z } from 'zod'
import { postTags } from './postTypes'
import { sourceVersionPattern } from '../translations/sourceVersion'

const coverIllustrations = ['quantum', 'standards', 'signal', 'voice', 'incident', 'deployment'] as const

export const postFrontMatter = z
  .strictObject({
    title: z.string().trim().min(10).max(90),
    description: z.string().trim().min(50).max(200),
    date: z.iso.date(),
    /** The date of the last revision of substance, when there was one: BlogPosting's dateModified. */
    updated: z.iso.date().optional().meta({
      hint: 'Optional: the date of the last revision of substance (YYYY-MM-DD), on or after the publication date.',
    }),
    author: z.string().trim().min(3),
    authorRole: z.string().trim().min(3),
    tags: z.array(z.enum(postTags)).min(1).max(6),
    // Required even beside an uploaded image: the editor's form cannot make a field required only
    // when another is empty, so a post could otherwise be saved with no cover at all; and removing
    // the image later always leaves a cover.
    cover: z.enum(coverIllustrations),
    // A file in the post's folder; what it may be (type, size) is checked by scripts/content/postCovers.ts.
    coverImage: z.string().trim().min(1).optional().meta({
      widget: 'image',
      hint: 'Optional: a photo or picture (JPEG, PNG, WebP or AVIF, at least 1200×630) shown instead of the cover art, and used for the social card. Needs cover alt text.',
    }),
    coverAlt: z.string().trim().min(3).max(250).optional().meta({
      widget: 'string',
      hint: 'With a cover image: what it shows, in this language, for readers who cannot see it.',
    }),
    draft: z.boolean().optional(),
    /**
     * A translation's record of the English it was made from (src/content/translations/sourceVersion.ts):
     * the editor and the dev server write it when a translation is saved; an English post has none.
     */
    sourceVersion: z.string().regex(sourceVersionPattern).optional().meta({
      widget: 'translationSource',
      hint: 'Which version of the English this translation was made from. Set when you save a translation.',
    }),
  })
  .refine((post) => post.updated === undefined || post.updated >= post.date, {
    path: ['updated'],
    message: 'is before the publication date: a post is revised after it is published',
  })
  .refine((post) => post.coverImage === undefined || post.coverAlt !== undefined, {
    path: ['coverAlt'],
    message:
      'is missing: a post with a coverImage needs coverAlt, a sentence in the post’s language saying what the image shows, for readers who cannot see it',
  })
