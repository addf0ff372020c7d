/**
 * The app's one door to undocumented behaviour of i18next and react-i18next, used by the
 * prerender's speed-ups only (src/i18n/prerenderTranslationHook.ts, the server bundle's
 * useTranslation; src/i18n/createI18n.ts, translations remembered per render thread). Each function
 * says what it relies on; nothing else in src/ reaches past the two packages' documented API.
 *
 * Written against i18next 26.7.2 and react-i18next 17.1.13. tests/unit/architecture/dependencyContracts.test.ts
 * pins those versions and checks that each behaviour below still holds; when it fails after an
 * upgrade, re-check what it names here (docs/architecture.md, "Third-party internals").
 */
import type { i18n as I18n, TFunction } from 'i18next'

/**
 * The `t` react-i18next's useTranslation gives a component: it calls
 * `i18n.getFixedT(language, firstNamespace, keyPrefix, { scopeNs: namespaces })` (the fourth
 * argument is not in i18next's typings), with the language, the first namespace, no key prefix,
 * every namespace in scope.
 *
 * A call with a key alone (most calls) goes straight to `i18n.t` with the options i18next's fixed
 * t would add to it (`lng`, `lngs`, `ns`, `keyPrefix`), as the fixed t does in the end; on its
 * way there, i18next's fixed t first copies all of the instance's options for every call, in case
 * the key is a selector function. The result carries the fixed t's own `lng`, `ns` and `keyPrefix`.
 */
export function fixedTranslation(i18n: I18n, namespaces: readonly string[]): TFunction {
  const getFixedT = i18n.getFixedT.bind(i18n) as (lng: string, ns: string | null, keyPrefix: undefined, options: { scopeNs: string[] }) => TFunction
  const fixed = getFixedT(i18n.language, namespaces[0] ?? null, undefined, { scopeNs: [...namespaces] })
  const plain = { lng: i18n.language, lngs: undefined, ns: namespaces[0] ?? null, keyPrefix: undefined }
  const translate = i18n.t.bind(i18n) as (key: string, options: typeof plain) => unknown
  const call = (key: unknown, ...rest: unknown[]) => (typeof key === 'string' && rest.length === 0 ? translate(key, { ...plain }) : (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest))
  return Object.assign(call, { lng: i18n.language, ns: namespaces[0] ?? null, keyPrefix: undefined }) as unknown as TFunction
}

/**
 * Whether react-i18next's useTranslation reports the namespaces ready: the instance is initialised
 * (or has had its store filled once: i18next's `initializedStoreOnce`, which its typings list but
 * its docs do not), and every namespace is loaded, or the instance has no languages yet.
 */
export function translationReady(i18n: I18n, namespaces: readonly string[]): boolean {
  return Boolean(i18n.isInitialized || (i18n as I18n & { initializedStoreOnce?: boolean }).initializedStoreOnce) && (!i18n.languages?.length || namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace)))
}

/**
 * Puts `translate` in the place of the instance's `t`. Every fixed t (i18next's getFixedT, so
 * react-i18next's useTranslation, and fixedTranslation above) calls `this.t` for each
 * translation, so components translate through `translate` without being told.
 */
export function replaceTranslate(instance: I18n, translate: (key: unknown, options?: unknown) => unknown): void {
  instance.t = translate as I18n['t']
}
