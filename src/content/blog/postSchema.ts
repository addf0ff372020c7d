/**
 * The front matter every blog post must have; checked at build by scripts/content/blogContent.ts,
 * in the editor before a save and by the dev server (src/contentRules/postRules.ts).
 */
import { z } from 'zod'
import { postTags } from './postTypes'
import { sourceVersionPattern } from '../translations/sourceVersion'
import { isUnwrittenEntry, languageNeutralFieldsOf } from '../collections/unwrittenTranslation'

/**
 * A field a post has once, whatever the language (a date, a name, a picture): written in English
 * and copied into every translation, which the editor shows but does not ask for again (Decap's
 * `i18n: 'duplicate'`, src/admin/cmsFields.ts).
 */
const languageNeutral = { i18n: 'duplicate' } as const

const coverIllustrations = ['quantum', 'standards', 'signal', 'voice', 'incident', 'deployment'] as const

export const postFrontMatter = z
  .strictObject({
    title: z.string().trim().min(10).max(90),
    description: z.string().trim().min(50).max(200),
    date: z.iso.date().meta(languageNeutral),
    /** The date of the last revision of substance, when there was one: BlogPosting's dateModified. */
    updated: z.iso.date().optional().meta(languageNeutral),
    author: z.string().trim().min(3).meta(languageNeutral),
    authorRole: z.string().trim().min(3),
    tags: z.array(z.enum(postTags)).min(1).max(6).meta(languageNeutral),
    // Required even beside an uploaded image: the editor's form cannot make a field required only
    // when another is empty, so a post could otherwise be saved with no cover at all; and removing
    // the image later always leaves a cover.
    cover: z.enum(coverIllustrations).meta(languageNeutral),
    // A file in the post's folder; what it may be (type, size) is checked by scripts/content/postCovers.ts.
    coverImage: z
      .string()
      .trim()
      .min(1)
      .optional()
      .meta({ ...languageNeutral, widget: 'image' }),
    coverAlt: z.string().trim().min(3).max(250).optional().meta({ widget: 'string' }),
    draft: z.boolean().optional().meta(languageNeutral),
    /**
     * A translation's record of the English it was made from (src/content/translations/sourceVersion.ts):
     * the editor and the dev server write it when a translation is saved; an English post has none.
     */
    sourceVersion: z.string().regex(sourceVersionPattern).optional().meta({ widget: 'translationSource' }),
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

/** The fields every translation copies from the English post. */
export const languageNeutralFields: readonly string[] = languageNeutralFieldsOf(postFrontMatter.shape)

/** A post's file nobody has written yet (src/content/collections/unwrittenTranslation.ts). */
export function isUnwrittenTranslation(data: unknown, body: string): boolean {
  return isUnwrittenEntry(data, body, languageNeutralFields)
}
