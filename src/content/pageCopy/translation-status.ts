/**
 * The copy of locales/<lang>/translation-status.json: what the content editor, its translation
 * status page and `npm run dev` say about translations behind their English (docs/translations.md).
 * No page of the site shows it.
 */
import { z } from 'zod'

export const translationStatusCopy = z.strictObject({
  title: z.string(),
  languages: z.string(),
  intro: z.string(),
  publishing: z.string(),
  generated: z.string(),
  allCurrent: z.string(),
  languageCurrent: z.string(),
  posts: z.string(),
  glossaryEntries: z.string(),
  strings: z.string(),
  open: z.string(),
  states: z.strictObject({ stale: z.string(), unrecorded: z.string(), missing: z.string() }),
  age: z.strictObject({
    changed_one: z.string(),
    changed_other: z.string(),
    revised_one: z.string(),
    revised_other: z.string(),
    today: z.string(),
    published: z.string(),
  }),
  changes: z.strictObject({
    heading: z.string(),
    before: z.string(),
    now: z.string(),
    fields: z.strictObject({
      title: z.string(),
      description: z.string(),
      authorRole: z.string(),
      coverAlt: z.string(),
      body: z.string(),
      text: z.string(),
    }),
    unavailable: z.strictObject({ noHistory: z.string(), notInHistory: z.string(), unrecorded: z.string() }),
  }),
  editor: z.strictObject({
    original: z.string(),
    current: z.string(),
    stale: z.string(),
    unrecorded: z.string(),
    record: z.string(),
    recordHint: z.string(),
    marked: z.string(),
    statusLink: z.string(),
    pageCopyStale_one: z.string(),
    pageCopyStale_other: z.string(),
    pageCopyLocal: z.string(),
    pageCopyOnline: z.string(),
  }),
  dev: z.strictObject({
    heading: z.string(),
    intro: z.string(),
    post: z.string(),
    more_one: z.string(),
    more_other: z.string(),
  }),
})
