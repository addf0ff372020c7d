/**
 * The build's translation report as the editor fetches it from beside itself
 * (translation-status.json, written by scripts/admin/translationStatusFiles.ts; live from the
 * working tree under `npm run cms`): the English posts' versions and what changed in the English
 * of each translation behind it. Fetched once per page load; null where it cannot be had, and the
 * editor then says only what it can work out itself.
 */
import { useEffect, useState } from 'react'
import type { TranslationReport } from '../../content/translations/translationStatus'

/** The editor's root: where its index.html is (Vite's base, /admin/ or / on its own origin). */
export const editorRoot = import.meta.env.BASE_URL

let pending: Promise<TranslationReport | null> | undefined

function translationReport(): Promise<TranslationReport | null> {
  pending ??= fetch(`${editorRoot}translation-status.json`, { cache: 'no-cache' }).then(
    (response) => (response.ok ? (response.json() as Promise<TranslationReport>) : null),
    () => null,
  )
  return pending
}

/** The report for a component: undefined while it loads, null when the editor has none. */
export function useTranslationReport(): TranslationReport | null | undefined {
  const [report, setReport] = useState<TranslationReport | null | undefined>(undefined)
  useEffect(() => {
    let current = true
    void translationReport().then((loaded) => current && setReport(loaded))
    return () => {
      current = false
    }
  }, [])
  return report
}

declare const __CMS_BACKEND__: { kind: string } | undefined

/** Whether the editor saves into the working tree (`npm run cms`), where the dev server records what changes. */
export const savesLocally = typeof __CMS_BACKEND__ !== 'undefined' && __CMS_BACKEND__.kind === 'local'
