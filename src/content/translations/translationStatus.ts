/**
 * Whether a translation follows its English source, and the report of every one that does not:
 * what the build writes (build-report/translations.json), the dev server prints and shows on the
 * page, and the content editor shows beside a translation and on its status page. Pure: the
 * build reads the files (scripts/content/translationStatus.ts), the editor fetches the report.
 */
import type { Language } from '../../../routes.config'

/**
 * current: the record names the English as it is now. stale: the English has changed since the
 * recorded version. unrecorded: the translation names no version (new in the online editor and not
 * yet marked, or written by hand outside the dev server), so nobody can say what it follows: listed
 * for its writers, with no notice to its readers.
 */
export type TranslationState = 'current' | 'stale' | 'unrecorded'

export function translationState(recorded: string | undefined, current: string): TranslationState {
  if (recorded === undefined) return 'unrecorded'
  return recorded === current ? 'current' : 'stale'
}

/** How the age of a stale translation was found: git history, or (without it) the English post's `updated` or publication date. */
type AgeBasis = 'git' | 'updated' | 'date'

/** One change of the English since the version a translation was made from: a field, or a paragraph of a post's body. */
export interface SourceChange {
  /** `title`, `description`, `authorRole`, `coverAlt`, `body` (a paragraph of it) or, for a locale string, `text`. */
  field: string
  /** The English as the translation knew it; absent for text the English added. */
  before?: string
  /** The English now; absent for text the English removed. */
  after?: string
}

/** A translation that is behind its English source, or not there. */
export interface TranslationItem {
  /** A post, a glossary entry (src/content/glossary/) or a locale string. */
  kind: 'post' | 'glossaryEntry' | 'string'
  language: Language
  /** The post's or entry's slug, or `namespace:key` of a locale string. */
  id: string
  state: 'stale' | 'unrecorded' | 'missing'
  /** The translation's file (for a missing post, the file to write). */
  file: string
  /** The English source's file. */
  sourceFile: string
  /** The version the translation records, if any. */
  recorded?: string
  /** The English's version now: what saving an up-to-date translation records. */
  current: string
  /** Since when the English differs from what the translation was made from (YYYY-MM-DD), and how that was found. */
  sourceChanged?: { date: string; basis: AgeBasis }
  /** What changed in the English since the recorded version, when the history has that version. */
  changes?: SourceChange[]
  /** Why the changes cannot be shown: no git history, the recorded version is not in it, or nothing is recorded. */
  changesUnavailable?: 'noHistory' | 'notInHistory' | 'unrecorded'
}

export interface TranslationReport {
  /** The day it was made (YYYY-MM-DD): ages are counted to it. */
  generated: string
  /** Whether git history was there to find versions and dates: all of it, a shallow clone's, or none. */
  history: 'git' | 'shallow' | 'none'
  /** Every translation behind its English, unrecorded or missing, by language, then kind, then id. */
  items: TranslationItem[]
  /** The version of each published English post (by slug): what the editor compares a translation's record with. */
  postVersions: Record<string, string>
}

/** The days between the English change and a day (YYYY-MM-DD), for "for N days". */
export function daysSince(date: string, today: string): number {
  return Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000))
}
