import { languages } from '../config/languages'

/**
 * The languages a page's hreflang alternates name: all of them when the page exists in every
 * declared language, none otherwise (an alternate set must be complete and reciprocal). Counted
 * against the declared list, never a number, so a language added to it keeps the alternates
 * (workflows review DV-4).
 */
export function hreflangLanguages<L extends string>(
  available: readonly L[],
  declared: readonly string[] = languages,
): readonly L[] {
  return declared.every((language) => available.includes(language as L)) ? available : []
}
