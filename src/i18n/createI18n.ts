import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../../routes.config'
import { buildVariants } from '../config/buildVariants'
import { companyVariables } from './companyVariables'
import { factVariables } from './factVariables'
import { keyUsageRecorder, recordBuildVariants, recordMissingKey } from './keyUsage'
import { followLocaleEdits, loadedNamespace, type LoadedBundles, type LocaleBundle } from './localeBundles'

/**
 * The prerender's instances, one per language, by the bundle of the first namespace asked for (a
 * language's bundle is one object for the whole build). Creating an instance for every page took
 * 1.67 s of the render's CPU at 200 added posts, against 0.30 s shared (docs/performance.md).
 */
const prerenderInstances = new WeakMap<LocaleBundle, i18n>()

/**
 * An i18next instance for one language, never changed to another: a single shared instance
 * leaked text between languages when the build rendered pages concurrently. In the browser and
 * the development server every rendered tree has its own (a saved locale file gives new bundles);
 * the production prerender shares one per language between its pages.
 */
export function createI18n(language: Language, namespaces: readonly string[], bundles?: LoadedBundles): i18n {
  const shared = import.meta.env.SSR && import.meta.env.PROD ? bundles?.[namespaces[0] ?? ''] : undefined
  const existing = shared && prerenderInstances.get(shared)
  if (existing) {
    for (const namespace of namespaces) ensureNamespace(existing, language, namespace, bundles?.[namespace])
    return existing
  }
  const instance = createInstance()
  if (shared) prerenderInstances.set(shared, instance)
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
  // In the browser of `npm run dev`, a saved locale file changes this instance's strings in place (review DV-6).
  if (import.meta.hot && !import.meta.env.SSR) followLocaleEdits(instance)
  return instance
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
