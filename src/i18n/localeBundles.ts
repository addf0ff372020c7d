/**
 * Locale files are loaded per language and namespace, so a page downloads only its own
 * strings. Loaded bundles are kept here by (language, namespace); every rendered tree has its
 * own i18next instance (createI18n) and copies bundles in from this read-only cache.
 */
import type { Language } from '../../routes.config'

export type LocaleBundle = Record<string, unknown>

const loaders = import.meta.glob<LocaleBundle>('../../locales/*/*.json', { import: 'default' })
const loaded = new Map<string, LocaleBundle>()

function fileOf(language: Language, namespace: string): string {
  return `../../locales/${language}/${namespace}.json`
}

export async function loadNamespaces(language: Language, namespaces: readonly string[]): Promise<void> {
  await Promise.all(
    namespaces.map(async (namespace) => {
      const key = fileOf(language, namespace)
      if (loaded.has(key)) return
      const loader = loaders[key]
      if (!loader)
        throw new Error(
          `No locale file locales/${language}/${namespace}.json. Create it, or fix the namespace in routes.config.ts.`,
        )
      loaded.set(key, await loader())
    }),
  )
}

/** A bundle that loadNamespaces has already fetched; undefined when it has not. */
export function loadedNamespace(language: Language, namespace: string): LocaleBundle | undefined {
  return loaded.get(fileOf(language, namespace))
}
