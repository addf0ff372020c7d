/**
 * Which unprefixed paths also exist under another language's prefix. The build derives it from
 * the manifest (src/routing/languageAvailability.ts) and bakes it into the language module, so
 * the first-visit redirect and the language notice never send a visitor to a missing page.
 */
import type { SupportedLanguage } from './languageValue'

export interface PathAvailability {
  /** Unprefixed paths without parameters (no slashes at either end; '' is home) that exist in every language. */
  everywhere: string[]
  /** Parameterised paths ('post/:slug') that exist in every language, with the slugs each language lacks. */
  patterns: { pattern: string; missing: Partial<Record<SupportedLanguage, string[]>> }[]
}

/** Whether an unprefixed pathname exists under the prefix of `language`. English-only and unknown static paths do not. */
export function existsInLanguage(
  availability: PathAvailability,
  language: SupportedLanguage,
  pathname: string,
): boolean {
  const path = pathname.replace(/^\/+|\/+$/g, '')
  if (availability.everywhere.includes(path)) return true
  for (const { pattern, missing } of availability.patterns) {
    const [head, tail] = pattern.split(/:[a-z]+/)
    if (
      tail === undefined ||
      !path.startsWith(head!) ||
      !path.endsWith(tail) ||
      path.length <= head!.length + tail.length
    )
      continue
    const raw = path.slice(head!.length, path.length - tail.length)
    if (raw.includes('/')) continue
    let slug: string
    try {
      slug = decodeURIComponent(raw)
    } catch {
      return false
    }
    return !(missing[language] ?? []).includes(slug)
  }
  return false
}
