import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../../routes.config'
import { buildVariants } from '../config/buildVariants'
import { companyVariables } from './companyVariables'
import { factVariables } from './factVariables'
import { replaceTranslate } from './i18nextInternals'
import { keyUsageRecorder, recordBuildVariants, recordMissingKey } from './keyUsage'
import { followLocaleEdits, loadedNamespace, type LoadedBundles, type LocaleBundle } from './localeBundles'

/**
 * One i18next instance per rendered tree: a shared instance leaked text between languages
 * when the build rendered pages concurrently.
 */
export function createI18n(language: Language, namespaces: readonly string[], bundles?: LoadedBundles): i18n {
  const instance = createInstance()
  // The prerender records which keys pages use, so unused and missing keys fail the checks.
  const recording = import.meta.env.SSR
  if (recording) {
    instance.use(keyUsageRecorder)
    recordBuildVariants(buildVariants)
  }
  void instance.use(initReactI18next).init({
    lng: language,
    // A missing string must show up in checks, never silently become English on a German page.
    fallbackLng: false,
    supportedLngs: [language],
    defaultNS: 'common',
    ns: [],
    resources: {},
    initAsync: false,
    // Every string may interpolate {{facts.…}} and {{company.…}}: one source for algorithms, dates, platforms and company details.
    interpolation: {
      escapeValue: false,
      defaultVariables: { facts: factVariables(language), company: companyVariables(language) },
    },
    react: { useSuspense: false },
    ...(recording && {
      postProcess: ['key-usage'],
      postProcessPassResolved: true,
      saveMissing: true,
      missingKeyHandler: (languages: readonly string[], namespace: string, key: string) =>
        recordMissingKey(languages, namespace, key),
      // A {{facts.…}} or {{company.…}} placeholder naming no value is a missing key too; other variables are the caller's.
      missingInterpolationHandler: (_text: string, match: RegExpExecArray) => {
        const name = match[1]?.trim() ?? ''
        if (/^(facts|company)\./.test(name)) recordMissingKey([language], 'interpolation', name)
        return match[0]
      },
    }),
  })
  for (const namespace of namespaces) ensureNamespace(instance, language, namespace, bundles?.[namespace])
  if (recording) translateOncePerThread(instance)
  // In the browser of `npm run dev`, a saved locale file changes this instance's strings in place (review DV-6).
  if (import.meta.hot && !import.meta.env.SSR) followLocaleEdits(instance)
  return instance
}

/** What the prerender already translated in this thread, by language, key and options. */
const translated = new Map<string, unknown>()

/** An option value a result can be remembered by: a string, number or boolean (or a list of them), not an object or a function. */
const isPlainValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (Array.isArray(value) && value.every(isPlainValue))

/**
 * The prerender renders every page with a fresh instance over the same, unchanging strings, and
 * i18next works each string out again on every call (a quarter of the render). A call whose key is
 * a string and whose options are plain values (the hook's language and namespace, and a title, a
 * year or a count of its own) gives the same result on every page of a language, so each such call
 * is translated once per render thread; a call with an object or a function among its options is
 * translated as before. Results are frozen: a page that changed one would change it for all.
 */
function translateOncePerThread(instance: i18n): void {
  const translate = instance.t.bind(instance) as (key: unknown, options?: Record<string, unknown>) => unknown
  const memoized = (key: unknown, options?: unknown) => {
    const given = (options ?? {}) as Record<string, unknown>
    const names = typeof key === 'string' && typeof given === 'object' && given !== null ? Object.keys(given) : null
    if (!names?.every((name) => isPlainValue(given[name]))) return translate(key, options as Record<string, unknown>)
    // Built by hand, on every call of every page: an option set to undefined is one not given, and
    // options in another order only make a second entry.
    let cacheKey = JSON.stringify(given.lng ?? instance.language) + JSON.stringify(key)
    for (const name of names) if (given[name] !== undefined) cacheKey += `,${name}:${JSON.stringify(given[name])}`
    if (translated.has(cacheKey)) return translated.get(cacheKey)
    const result = translate(key, given)
    // A missing string (or one whose namespace this page has not loaded yet) is not remembered: another page may have it.
    if (!instance.exists(key as string, given)) return result
    translated.set(cacheKey, deepFreeze(result))
    return result
  }
  replaceTranslate(instance, memoized)
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/**
 * Puts a fetched bundle (the one loadNamespaces returned, or else the one it keeps) into the tree's
 * instance; a no-op when it is already there. The bundle is shared, not copied (i18next would
 * deep-copy it for every page the prerender renders): nothing writes into an instance's resources.
 */
export function ensureNamespace(
  instance: i18n,
  language: Language,
  namespace: string,
  bundle: LocaleBundle | undefined = loadedNamespace(language, namespace),
): void {
  if (instance.hasResourceBundle(language, namespace)) return
  if (bundle) instance.addResourceBundle(language, namespace, bundle, false, true, { silent: false, skipCopy: true })
}
