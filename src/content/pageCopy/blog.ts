/** The copy of locales/<lang>/blog.json. */
import { z } from 'zod'
import { heroCopy, metaCopy, proseCopy } from './sections'

export const blogCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  listHeading: z.string(),
  contents: z.string(),
  moreArticles: z.string(),
  previous: z.string(),
  next: z.string(),
  related: z.string(),
  topicsHeading: z.string(),
  topicsLead: z.string(),
  editorial: proseCopy,
  /** The hero's label over the feeds. */
  feedsHeading: z.string(),
  feedsLead: z.string(),
  feedRss: z.string(),
  feedAtom: z.string(),
  /** A translated post made from an earlier version of the English (src/components/blog/StaleTranslationNotice.tsx). */
  staleTranslation: z.strictObject({ notice: z.string(), link: z.string() }),
  pagination: z.strictObject({
    label: z.string(),
    newer: z.string(),
    older: z.string(),
    position: z.string(),
    title: z.string(),
  }),
})
