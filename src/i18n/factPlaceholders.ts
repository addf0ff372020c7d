import type { Language } from '../../routes.config'
import { factVariables } from './factVariables'

/**
 * Replaces `{{facts.…}}` in a post with the language's value, as locale strings do. What a name
 * the facts do not hold becomes is the caller's: the build stops, the editor's preview shows it as typed.
 */
export function fillFactPlaceholders(
  text: string,
  language: Language,
  unknown: (path: string, placeholder: string) => string,
): string {
  // Most posts hold no placeholder; the facts are worked out only for those that do.
  if (!text.includes('{{')) return text
  const facts = factVariables(language)
  return text.replace(/\{\{\s*(facts\.[\w.]+)\s*\}\}/g, (match, path: string) => {
    const value = path
      .split('.')
      .slice(1)
      .reduce<unknown>(
        (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
        facts,
      )
    return typeof value === 'string' || typeof value === 'number' ? String(value) : unknown(path, match)
  })
}
