/**
 * The version of an English source that a translation was made from: a short hash of what the
 * translation translates, recorded beside it (a post's `sourceVersion`; a locale string's line in
 * locales/<language>.translated-from.json) and compared with the English as it is now. Nothing here
 * needs git history, so a host that builds from a shallow clone decides staleness the same way
 * (docs/translations.md).
 *
 * What counts as a change of the source:
 * - the words: the text as written, `{{facts.…}}` placeholders unexpanded, so a change of a fact's
 *   value (which every language shows by itself) makes no translation stale;
 * - not white space: a run of spaces, tabs or line breaks counts as one space, so re-wrapping a
 *   paragraph or the content editor re-folding the front matter changes nothing;
 * - of a post, only the fields a translation writes in its own words: title, description, the
 *   author's role, the cover's alt text and the body. The date, author, tags and cover art are the
 *   same in every language and are not compared.
 */
import { sha256Hex } from './contentHash'

/** Hexadecimal digits of a recorded version: 40 bits, so an edit goes unnoticed about once in a trillion. */
const sourceVersionLength = 10

/** A recorded version, as the post schema and the records accept it. */
export const sourceVersionPattern = /^[0-9a-f]{10}$/

/** The text as it reads: Unicode NFC, each run of white space one space, none at either end. */
export function normalizedText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim()
}

/** The version of a source made of several texts, in a fixed order. */
function versionOf(parts: readonly string[]): string {
  return sha256Hex(JSON.stringify(parts.map(normalizedText))).slice(0, sourceVersionLength)
}

/** The fields of a post's front matter that a translation writes in its own words. */
export const translatedPostFields = ['title', 'description', 'authorRole', 'coverAlt'] as const

/** What a translation of a post translates: its translated fields (any may be missing while it is written) and its Markdown body. */
export type PostSourceText = Partial<Record<(typeof translatedPostFields)[number], string>> & { body: string }

/** The version of an English post, from its raw text (placeholders as written). */
export function postSourceVersion(post: PostSourceText): string {
  return versionOf([...translatedPostFields.map((field) => post[field] ?? ''), post.body])
}

/** The version of an English locale string; a plural's forms (one, other…) are one string, given in their order. */
export function stringSourceVersion(forms: readonly string[]): string {
  return versionOf(forms)
}
