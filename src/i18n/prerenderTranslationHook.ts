/**
 * react-i18next as the prerender's server bundle sees it (scripts/render/prerender.ts puts this
 * module in its place there, and only there): everything is react-i18next's own but for
 * useTranslation.
 *
 * react-i18next's hook copies every property of the i18next instance into a new wrapper object
 * the first time each component renders, so that the browser re-renders it when the language
 * changes, and asks the instance for a new `t` each time. A prerendered page renders each
 * component once: those copies were 6 % of the render. This hook returns what that one render
 * gets from react-i18next (the instance's `t` fixed to the language and the first namespace,
 * with all of them in scope; whether they are loaded; the instance), the `t` made once per
 * instance and namespaces, and a call with a key alone passed straight to the instance.
 * Namespaces are never loaded here: the page's route loads them before it renders, as in the browser.
 * What this relies on of react-i18next's and i18next's inner workings is in src/i18n/i18nextInternals.ts.
 */
import type { i18n as I18n, TFunction } from 'i18next'
import { useContext } from 'react'
import { getI18n, I18nContext } from 'react-i18next'
import { fixedTranslation, translationReady } from './i18nextInternals'

export * from 'react-i18next'

const fixedTs = new WeakMap<I18n, Map<string, TFunction>>()

function fixedT(i18n: I18n, namespaces: readonly string[]): TFunction {
  let byNamespaces = fixedTs.get(i18n)
  if (!byNamespaces) fixedTs.set(i18n, (byNamespaces = new Map()))
  const key = `${i18n.language}|${namespaces.join('|')}`
  let t = byNamespaces.get(key)
  if (!t) byNamespaces.set(key, (t = fixedTranslation(i18n, namespaces)))
  return t
}

export function useTranslation(ns?: string | readonly string[]): [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean } {
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: string | readonly string[] } | undefined
  const i18n = context?.i18n ?? getI18n()
  const given = ns ?? context?.defaultNS ?? (i18n.options.defaultNS as string | readonly string[] | undefined)
  const namespaces: readonly string[] = typeof given === 'string' ? [given] : (given ?? ['translation'])
  const ready = translationReady(i18n, namespaces)
  const t = fixedT(i18n, namespaces)
  return Object.assign([t, i18n, ready] as [TFunction, I18n, boolean], { t, i18n, ready })
}
