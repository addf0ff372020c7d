import type { i18n } from 'i18next'
import { useEffect, useMemo, useState } from 'react'
import type { Language } from '../../../routes.config'
import { createI18n } from '../../i18n/createI18n'
import { loadNamespaces } from '../../i18n/localeBundles'

/** A namespace's copy as the editor holds it, unsaved, in place of its locale file. */
export interface EditedCopy {
  namespace: string
  bundle: Record<string, unknown>
}

/**
 * The i18next instance a preview renders with: the site's own set-up (createI18n: facts, company
 * details, no fallback to English) and locale files, with the entry being edited in place of its
 * file. Null until the files have loaded. A new instance for each edit: react-i18next re-renders
 * on a new instance, and creating one is cheap next to a keystroke.
 */
export function usePreviewI18n(language: Language, namespaces: readonly string[], edited?: EditedCopy): i18n | null {
  const fromFiles = namespaces.filter((namespace) => namespace !== edited?.namespace)
  const key = `${language}:${fromFiles.join(',')}`
  const [loaded, setLoaded] = useState<string | null>(null)
  const [failure, setFailure] = useState<Error | null>(null)
  useEffect(() => {
    let current = true
    loadNamespaces(language, fromFiles).then(
      () => current && setLoaded(key),
      (error: Error) => current && setFailure(error),
    )
    return () => {
      current = false
    }
    // `key` names everything the effect reads.
  }, [key])
  const bundle = edited?.bundle
  const instance = useMemo(() => {
    if (loaded !== key) return null
    const created = createI18n(language, fromFiles)
    if (edited && bundle) created.addResourceBundle(language, edited.namespace, bundle, false, true)
    return created
    // The instance depends on the loaded files (key) and the edited copy (bundle, kept by the caller while unchanged).
  }, [loaded, key, bundle])
  // To the preview's error boundary (Decap's), which shows the message in the pane.
  if (failure) throw failure
  return instance
}
