import type { Language, PageId } from '../../../routes.config'

/** One term as the glossary page shows it: its definition, the explanation rendered to HTML at build time. */
export interface GlossaryEntry {
  slug: string
  language: Language
  title: string
  description: string
  html: string
  page?: PageId
  /** Languages this entry is published in. */
  languages: Language[]
  /** Set on a translation the English has changed since (docs/translations.md). */
  staleTranslation?: true
  /** Set on drafts, which only the dev server shows. */
  draft?: true
}
