/** The copy of locales/<lang>/glossary.json: the glossary page around its entries (src/content/glossary/). */
import { z } from 'zod'
import { heroCopy, metaCopy } from './sections'

export const glossaryCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  /** The list of terms beside the hero, each a link to its entry. */
  contents: z.strictObject({ label: z.string() }),
  entry: z.strictObject({
    /** Before the link to the page of the site that goes on from the entry. */
    seeAlso: z.string(),
    /** On a translation the English entry has changed since; the link leads to the English glossary. */
    staleNotice: z.string(),
    staleLink: z.string(),
    /** On an English entry shown where the language has no translation of it yet. */
    untranslated: z.string(),
  }),
})
