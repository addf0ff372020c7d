/**
 * The front matter of a glossary entry; checked at build by scripts/content/glossaryContent.ts and
 * by the dev server, which report every field at fault with the file's name.
 */
import { z } from 'zod'
import { routes, type PageId } from '../../../routes.config'
import { sourceVersionPattern } from '../translations/sourceVersion'
import { isUnwrittenEntry, languageNeutralFieldsOf } from '../collections/unwrittenTranslation'

/** Pages an entry may send its reader on to: those published in every language. */
const linkablePages = (Object.keys(routes.pages) as PageId[]).filter(
  (page) => routes.pages[page].availability === 'all' && !routes.pages[page].path.includes(':'),
) as [PageId, ...PageId[]]

export const glossaryFrontMatter = z.strictObject({
  /** The term as readers look it up, with its usual abbreviation. */
  title: z
    .string()
    .trim()
    .min(2, 'is empty: write the term')
    .max(60, 'is longer than 60 characters: the term alone, with its usual abbreviation'),
  /** One sentence that defines the term: the list shows it, and the search index. */
  description: z
    .string()
    .trim()
    .min(50, 'is shorter than 50 characters: define the term in one whole sentence')
    .max(200, 'is longer than 200 characters: one sentence that defines the term; explain it in the text below'),
  /** The page of the site that says how Vaultline uses or meets what the term names. */
  page: z
    .enum(linkablePages, {
      error: `is not a page every language has: use a page id of routes.config.ts, such as ${'encryption' satisfies PageId}`,
    })
    .optional()
    .meta({ i18n: 'duplicate' }),
  /** A translation's record of the English it was made from (src/content/translations/sourceVersion.ts). */
  sourceVersion: z.string().regex(sourceVersionPattern).optional().meta({ widget: 'translationSource' }),
})

/** Fields a translation takes from English (the editor copies them): what is wrong with them is said of English. */
export const glossaryNeutralFields: readonly string[] = languageNeutralFieldsOf(glossaryFrontMatter.shape)

/** An entry's file nobody has written yet: the build skips it. */
export function isUnwrittenGlossaryTranslation(data: unknown, body: string): boolean {
  return isUnwrittenEntry(data, body, glossaryNeutralFields)
}
