/**
 * What a content rule finds, as data: which field, what is wrong and the values a message needs.
 * The words come from the reader's side: the editor and the dev server say it to the writer in
 * their language (messages.ts), the build in English with the file (scripts/content/blogContent.ts).
 */

/**
 * An error makes the site wrong (a missing field, a broken link, an unsupported claim, a fact
 * that contradicts facts.ts): the editor refuses to save it and the build stops. A warning is
 * shown and fails nothing (a title a search result would cut).
 */
export type Severity = 'error' | 'warning'

/** Why a field's value does not fit its rule, beyond being empty. */
export type InvalidReason =
  | { reason: 'too short'; min: number; length: number }
  | { reason: 'too long'; max: number; length: number }
  | { reason: 'too few'; min: number }
  | { reason: 'too many'; max: number }
  | { reason: 'format' }
  | { reason: 'choice'; options: readonly string[] }
  | { reason: 'before publication' }
  | { reason: 'needs cover alt' }
  | { reason: 'unknown field'; fields: readonly string[] }

export type RuleFinding = {
  /**
   * The field the writer changes: a front-matter field or "body" of a post, or a key path of a
   * page's copy ("hero.title", "items[2].body").
   */
  field: string
  severity: Severity
  /** Set when the field is a glossary entry's: what it needs is worded for a term, not a post (messages.ts). */
  collection?: 'glossary'
} & (
  | { rule: 'missing' }
  | ({ rule: 'invalid' } & InvalidReason)
  | { rule: 'empty body' }
  | { rule: 'image alt'; image: string }
  | { rule: 'unknown placeholder'; placeholder: string; suggestion: string | undefined }
  | { rule: 'unknown name'; name: string; sentence: string }
  | {
      rule: 'wrong role'
      name: string
      role: string
      allowed: readonly string[]
      placeholder: string
      sentence: string
    }
  | { rule: 'unheld absolute'; cue: string; sentence: string }
  | { rule: 'broken link'; target: string }
  | { rule: 'too wide'; px: number; limitPx: number; fontPx: number }
  | { rule: 'too thin'; px: number; limitPx: number; fontPx: number }
  | { rule: 'missing key'; key: string }
)

export const errorsOf = <T extends { severity: Severity }>(findings: readonly T[]): T[] =>
  findings.filter((finding) => finding.severity === 'error')
