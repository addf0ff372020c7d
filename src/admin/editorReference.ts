/**
 * What a translator needs beside the form (review ED-9): the English of each page-copy field
 * under it, and the blog's tags by their names rather than their slugs. Pure: the editor loads the
 * locale files first (src/admin/main.ts) and passes them in.
 */
import type { CmsField } from './cmsFields'

type Bundle = Record<string, unknown>

export interface EditorReference {
  /** The English page copy by namespace (locales/en/<namespace>.json). */
  englishCopy: Record<string, Bundle>
  /** The tags' names in the language being edited (locales/<language>/common.json, `tags`). */
  tagNames: Record<string, string>
}

const isBundle = (value: unknown): value is Bundle =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Decap renders hints as Markdown: the English is shown as written, not as formatting. */
const literal = (text: string) => text.replace(/[\\`*_[\]<>#|~]/g, (character) => `\\${character}`)

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('\n\n')

/**
 * The fields of a translation's page copy, each text (and each list of texts) with its English
 * under it, worded by `inEnglish` in the editor's language. A list of objects repeats its fields
 * for every item, so its English cannot be given per field; the preview's English pane covers it.
 */
export function withEnglishHints(fields: CmsField[], english: Bundle, inEnglish: (text: string) => string): CmsField[] {
  return fields.map((field) => {
    const value = english[field.name]
    if (typeof value === 'string' && value.trim() !== '')
      return { ...field, hint: joined(field.hint, inEnglish(literal(value))) }
    if (field.fields && isBundle(value)) return { ...field, fields: withEnglishHints(field.fields, value, inEnglish) }
    if (field.field && Array.isArray(value) && value.every((item) => typeof item === 'string') && value.length > 0)
      return { ...field, hint: joined(field.hint, inEnglish(value.map(literal).join(' · '))) }
    return field
  })
}

/** The tags offered by their names in the edit language, stored by their slugs. */
export function namedTagOptions(field: CmsField, tagNames: Record<string, string>): CmsField {
  if (field.name !== 'tags' || !field.options) return field
  return {
    ...field,
    options: field.options.map((option) =>
      typeof option === 'string' ? { label: tagNames[option] ?? option, value: option } : option,
    ),
  }
}
