/**
 * Locale files are loaded per language and namespace, so a page downloads only its own
 * strings. Loaded bundles are kept here by (language, namespace); every rendered tree has its
 * own i18next instance (createI18n) and copies bundles in from this read-only cache.
 */
import type { i18n } from 'i18next'
import { defaultLanguage, isStaged, type Language } from '../config/languages'
import { localeUpdateEvent, type LocaleUpdate } from './localeUpdate'

export type LocaleBundle = Record<string, unknown>

/** The bundles one call of loadNamespaces fetched, by namespace. */
export type LoadedBundles = Readonly<Record<string, LocaleBundle>>

const loaders = import.meta.glob<LocaleBundle>('../../locales/*/*.json', { import: 'default' })
const loaded = new Map<string, LocaleBundle>()

function fileOf(language: Language, namespace: string): string {
  return `../../locales/${language}/${namespace}.json`
}

/**
 * Fetches each namespace once and returns them: whoever renders with them takes them from the
 * caller, not from this module's cache, since the dev server's module graph can hold two
 * instances of this module for a moment while files change (the loader filled one, the page read
 * the other, and rendered keys instead of copy).
 */
export async function loadNamespaces(language: Language, namespaces: readonly string[]): Promise<LoadedBundles> {
  await Promise.all(
    namespaces.map(async (namespace) => {
      const key = fileOf(language, namespace)
      if (loaded.has(key)) return
      const loader = loaders[key]
      if (isStaged(language)) {
        // A staged language is built before it is translated: what it lacks is English (the build
        // report counts it as a warning, scripts/content/stagedLanguages.ts).
        const english = loaders[fileOf(defaultLanguage, namespace)]
        if (!english) throw new Error(`No locale file locales/${defaultLanguage}/${namespace}.json.`)
        loaded.set(key, overlay(await english(), loader ? await loader() : {}))
        return
      }
      if (!loader)
        throw new Error(
          `No locale file locales/${language}/${namespace}.json. Create it, or fix the namespace in routes.config.ts.`,
        )
      loaded.set(key, await loader())
    }),
  )
  return Object.fromEntries(namespaces.map((namespace) => [namespace, loaded.get(fileOf(language, namespace))!]))
}

/** The English bundle with every string the translation has put over it, at any depth. */
function overlay(english: LocaleBundle, translation: LocaleBundle): LocaleBundle {
  const result: LocaleBundle = { ...english }
  for (const [key, value] of Object.entries(translation)) {
    const base = result[key]
    const bothObjects = [base, value].every((part) => typeof part === 'object' && part !== null && !Array.isArray(part))
    result[key] = bothObjects ? overlay(base as LocaleBundle, value as LocaleBundle) : value
  }
  return result
}

/** A bundle that loadNamespaces has already fetched; undefined when it has not. */
export function loadedNamespace(language: Language, namespace: string): LocaleBundle | undefined {
  return loaded.get(fileOf(language, namespace))
}

/** Development only: the i18next instances of the open page, which take a saved locale file's strings in place. */
let followers: Set<i18n> | undefined

/**
 * Development only (review DV-6): `instance` takes a saved locale file's strings as the dev server
 * sends them (scripts/plugins/localeHotUpdatePlugin.ts) and re-renders, instead of the page
 * reloading. The build leaves this out with every use of import.meta.hot.
 */
export function followLocaleEdits(instance: i18n): void {
  if (!import.meta.hot) return
  if (!followers) {
    const following = (followers = new Set())
    import.meta.hot.on(localeUpdateEvent, (update: LocaleUpdate) => swapStrings(following, update))
  }
  followers.add(instance)
}

function swapStrings(instances: ReadonlySet<i18n>, { language, namespace, bundle }: LocaleUpdate): void {
  const key = `../../locales/${language}/${namespace}.json`
  // A file no page has loaded yet is fetched afresh when one does.
  if (!loaded.has(key)) return
  loaded.set(key, bundle)
  for (const instance of instances) {
    if (!instance.hasResourceBundle(language, namespace)) continue
    // Replaced, not merged: a key the file no longer has must show as missing, as it will in the build.
    instance.removeResourceBundle(language, namespace)
    instance.addResourceBundle(language, namespace, bundle, false, true, { silent: false, skipCopy: true })
    // react-i18next re-renders what uses the instance on languageChanged (its default bindI18n).
    void instance.changeLanguage(language)
  }
}
