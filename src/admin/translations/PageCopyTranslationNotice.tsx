import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultLanguage, type Language } from '../../../routes.config'
import { parseStringRecords, stringRecordsFile } from '../../content/translations/stringRecords'
import { loadedNamespace, loadNamespaces } from '../../i18n/localeBundles'
import { SourceChanges } from './SourceChanges'
import { staleStrings } from './pageCopyStatus'
import { editorRoot, savesLocally, useTranslationReport } from './statusDocument'
import { statusPagePath } from './statusPage'

/** The English of a namespace and the language's records, as the editor fetches them; null until both are there. */
function useEnglishAndRecords(language: Language, namespace: string) {
  const [loaded, setLoaded] = useState<{ key: string; english: unknown; records: Map<string, string> } | null>(null)
  const key = `${language}:${namespace}`
  useEffect(() => {
    let current = true
    const file = stringRecordsFile(language)
    Promise.all([
      loadNamespaces(defaultLanguage, [namespace]).then(() => loadedNamespace(defaultLanguage, namespace)),
      fetch(`${editorRoot}${file}`, { cache: 'no-cache' })
        .then((response) => (response.ok ? response.json() : {}))
        .then((json: unknown) => parseStringRecords(json, file)),
    ]).then(
      ([english, records]) => current && setLoaded({ key, english, records }),
      () => current && setLoaded({ key, english: {}, records: new Map() }),
    )
    return () => {
      current = false
    }
  }, [key, language, namespace])
  return loaded?.key === key ? loaded : null
}

/**
 * Above a translated page's preview: the strings of this entry that are behind their English, what
 * changed in each (from the build's report), and how they get recorded as up to date.
 */
export function PageCopyTranslationNotice({
  language,
  namespace,
  bundle,
}: {
  language: Language
  namespace: string
  bundle: Record<string, unknown>
}) {
  const { t } = useTranslation('translation-status')
  const loaded = useEnglishAndRecords(language, namespace)
  const report = useTranslationReport()
  if (language === defaultLanguage || !loaded) return null
  const stale = staleStrings(namespace, loaded.english, bundle, loaded.records)
  if (stale.length === 0) return null
  return (
    <div role="note" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto max-w-7xl space-y-2 px-4 py-3 text-sm sm:px-6 lg:px-8">
        <p className="font-semibold">{t('editor.pageCopyStale', { count: stale.length })}</p>
        <ul className="list-disc space-y-2 pl-5">
          {stale.map((string) => {
            const item = report?.items.find(
              (candidate) =>
                candidate.kind === 'string' && candidate.language === language && candidate.id === string.id,
            )
            return (
              <li key={string.id}>
                <code>{string.key}</code> · {t(`editor.${string.state}`)}
                {item && item.recorded === string.recorded && <SourceChanges item={item} />}
              </li>
            )
          })}
        </ul>
        <p>{t(savesLocally ? 'editor.pageCopyLocal' : 'editor.pageCopyOnline')}</p>
        <p>
          <a className="underline" href={`${editorRoot}${statusPagePath(language)}`} target="_blank" rel="noopener">
            {t('editor.statusLink')}
          </a>
        </p>
      </div>
    </div>
  )
}
