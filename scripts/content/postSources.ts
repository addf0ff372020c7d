/**
 * A post's text as translations are recorded against it: the translated fields and the body as
 * written, `{{facts.…}}` unexpanded (src/content/translations/sourceVersion.ts), and what the
 * file records. Read apart from scripts/content/blogContent.ts, which expands the placeholders
 * before it parses, so that a fact's new value never counts as a change of the English.
 */
import {
  postSourceVersion,
  translatedPostFields,
  type PostSourceText,
} from '../../src/content/translations/sourceVersion'
import { splitFrontMatter } from './frontMatter'

export interface PostSourceFile {
  text: PostSourceText
  /** The version of this text, were it the English. */
  version: string
  /** The version of the English a translation records (`sourceVersion`). */
  recorded?: string
  date?: string
  updated?: string
  draft: boolean
}

const dateText = (value: unknown): string | undefined =>
  value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : undefined

/** Reads a post's file (not empty: an unwritten translation is no source). */
export function readPostSource(source: string, file: string): PostSourceFile {
  const { data, body } = splitFrontMatter(source, file)
  const fields = (data ?? {}) as Record<string, unknown>
  const text: PostSourceText = { body }
  for (const field of translatedPostFields) if (typeof fields[field] === 'string') text[field] = fields[field]
  return {
    text,
    version: postSourceVersion(text),
    ...(typeof fields.sourceVersion === 'string' && fields.sourceVersion !== '' && { recorded: fields.sourceVersion }),
    ...(dateText(fields.date) && { date: dateText(fields.date) }),
    ...(dateText(fields.updated) && { updated: dateText(fields.updated) }),
    draft: fields.draft === true,
  }
}
