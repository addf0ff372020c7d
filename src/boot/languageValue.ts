/**
 * The one sanitiser for language values from the URL, cookies and storage. It is bundled into
 * the inline boot script, so it stays tiny and has no imports beyond the language list.
 */
export const supportedLanguages = ['en', 'es', 'pt', 'fr', 'de'] as const
export type SupportedLanguage = (typeof supportedLanguages)[number]

/** Markup, script URLs, event handlers, template syntax or path tricks: never a language, never echoed. */
const injectionPattern = /[<>"'`(){};=\\/%&]|javascript:|data:|vbscript:|on\w+\s*=|\.\./i

/**
 * A supported language code, or null. Trims and lower-cases; a region tag (pt-BR, de_AT) maps
 * to its language. Anything else, including every value carrying an injection pattern, is null.
 */
export function sanitizeLanguage(value: unknown): SupportedLanguage | null {
  if (typeof value !== 'string' || value.length > 35) return null
  const trimmed = value.trim().toLowerCase()
  if (injectionPattern.test(trimmed)) return null
  const match = /^([a-z]{2})(?:[-_][a-z0-9]{2,8})*$/.exec(trimmed)
  if (!match) return null
  const code = match[1] as SupportedLanguage
  return supportedLanguages.includes(code) ? code : null
}
