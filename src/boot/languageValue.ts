/**
 * The one sanitiser for language values from the URL, cookies and storage. It is bundled into
 * the inline boot script, so it stays tiny and has no imports beyond the language list.
 */
export const supportedLanguages = ['en', 'es', 'pt', 'fr', 'de'] as const
export type SupportedLanguage = (typeof supportedLanguages)[number]

/**
 * Only letters, digits and one separator pass, so markup, script URLs, event handlers,
 * encoded characters and path tricks are discarded before anything reads the value.
 */
const languageTag = /^([a-z]{2})(?:[-_][a-z0-9]{2,8})*$/

/**
 * A supported language code, or null. Trims and lower-cases; a region tag (pt-BR, de_AT) maps
 * to its language. Anything else, including every value carrying an injection pattern, is null.
 */
export function sanitizeLanguage(value: unknown): SupportedLanguage | null {
  if (typeof value !== 'string') return null
  const match = languageTag.exec(value.trim().toLowerCase())
  if (!match) return null
  const code = match[1] as SupportedLanguage
  return supportedLanguages.includes(code) ? code : null
}
