/**
 * The manifest's answer to "does this unprefixed path exist in that language?", in the compact
 * form the language module ships (src/boot/pathAvailability.ts): a blog of any size adds only the
 * posts that lack a translation.
 */
import { defaultLanguage, languages, routes, type Language } from '../../routes.config'
import type { PathAvailability } from '../boot/pathAvailability'
import type { PostSlugs } from './routeTable'

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
      const present = new Set(slugs[language])
      const lacking = slugs[defaultLanguage].filter((slug) => !present.has(slug))
      if (lacking.length > 0) missing[language] = lacking
    }
    availability.patterns.push({ pattern: path, missing })
  }
  return availability
}
