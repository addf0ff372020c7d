/**
 * The one sanitiser for language values from the URL, cookies and storage. It is bundled into
 * the inline boot script, so it stays tiny and has no imports beyond the language list.
 */
import { languages, type Language } from '../config/languages'

export type SupportedLanguage = Language

/**
 * A supported language code, or null. Only a value that is exactly one of the five codes passes:
 * anything else (another language, a region tag, padding, capitals, markup, script URLs, encoded
 * characters) is discarded before anything reads it, so nothing a visitor or a link supplies is
 * ever reflected.
 */
export function sanitizeLanguage(value: unknown): SupportedLanguage | null {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
    ? (value as SupportedLanguage)
    : null
}
