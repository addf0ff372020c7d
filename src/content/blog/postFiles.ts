import { languages, type Language } from '../../../routes.config'

/** `<slug>/<language>.md` → slugs per language, sorted. Shared by the app build and Node scripts. */
export function postSlugsFromFiles(files: readonly string[]): Record<Language, string[]> {
  const result = Object.fromEntries(languages.map((language) => [language, [] as string[]])) as Record<Language, string[]>
  for (const file of files) {
    const match = /([a-z0-9-]+)\/([a-z]{2})\.md$/.exec(file)
    if (!match) continue
    const [, slug = '', language = ''] = match
    if ((languages as readonly string[]).includes(language)) result[language as Language].push(slug)
  }
  for (const language of languages) result[language].sort()
  return result
}
