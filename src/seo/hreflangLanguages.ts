import { publishedLanguages } from '../config/languages'

/**
 * The languages a page's hreflang alternates name: all published ones when the page exists in
 * every published language, none otherwise (an alternate set must be complete and reciprocal).
 * Counted against the declared list, never a number, so a language added to it keeps the
 * alternates (workflows review DV-4); a staged language is named only once it is published.
 */
export function hreflangLanguages<L extends string>(
  available: readonly L[],
  declared: readonly string[] = publishedLanguages,
): readonly L[] {
  return declared.every((language) => available.includes(language as L))
    ? available.filter((language) => declared.includes(language))
    : []
}
