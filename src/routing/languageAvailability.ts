/**
 * The manifest's answer to "does this unprefixed path exist in that language?", in the compact
 * form the language module ships (src/boot/pathAvailability.ts): a blog of any size adds only the
 * posts that lack a translation, and the pages of the blog index a language has fewer of.
 */
import { defaultLanguage, languages, routes, type Language } from '../../routes.config'
import type { PathAvailability } from '../boot/pathAvailability'
import { paramSets, type PostSlugs } from './routeTable'

/** The values a path's one parameter takes in a language: post slugs, or the blog index's later page numbers. */
const paramValues = (path: string, language: Language, slugs: PostSlugs): string[] =>
  paramSets(path, language, slugs).flatMap((params) => Object.values(params ?? {}))

export function pathAvailability(slugs: PostSlugs): PathAvailability {
  const availability: PathAvailability = { everywhere: [], patterns: [] }
  for (const { path, availability: where } of [...Object.values(routes.pages), ...routes.aliases]) {
    if (where !== 'all') continue
    if (!path.includes(':')) {
      availability.everywhere.push(path)
      continue
    }
    const missing: Partial<Record<Language, string[]>> = {}
    for (const language of languages) {
      const present = new Set(paramValues(path, language, slugs))
      const lacking = paramValues(path, defaultLanguage, slugs).filter((value) => !present.has(value))
      if (lacking.length > 0) missing[language] = lacking
    }
    availability.patterns.push({ pattern: path, missing })
  }
  return availability
}
