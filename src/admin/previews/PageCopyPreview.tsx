import { useEffect, useMemo, useState, type ComponentType } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { routes, type Language, type PageId } from '../../../routes.config'
import { pageModuleLoader } from '../../app/pageModules'
import { createImageOrder, ImageOrderContext } from '../../components/ui/PageImage'
import { loadRouteData } from '../../data/routeData'
import { LanguageContext } from '../../i18n/LanguageContext'
import { PageNamespaceContext } from '../../i18n/pageCopy'
import { localizedPath } from '../../routing/localizedPath'
import { copyFindings } from '../../contentRules/copyRules'
import { filledText } from '../../contentRules/placeholders'
import { templatedTitle } from '../../contentRules/searchResultWidth'
import { EntryChecks } from './EntryChecks'
import { PageCopyTranslationNotice } from '../translations/PageCopyTranslationNotice'
import type { PreviewProps } from './previewProps'
import { usePreviewI18n } from './usePreviewI18n'

/** The page's component and the data it declares in the manifest, loaded as its route loads them (src/app/appRoutes.tsx). */
function usePageComponent(page: PageId, language: Language): ComponentType | null {
  const [loaded, setLoaded] = useState<{ key: string; Page: ComponentType } | null>(null)
  const [failure, setFailure] = useState<Error | null>(null)
  const key = `${language}:${page}`
  useEffect(() => {
    let current = true
    const definition = routes.pages[page]
    Promise.all([pageModuleLoader(definition.component)(), loadRouteData(language, definition.data)]).then(
      ([module]) => current && setLoaded({ key, Page: module.default }),
      (error: Error) => current && setFailure(error),
    )
    return () => {
      current = false
    }
  }, [key, page, language])
  if (failure) throw failure
  return loaded?.key === key ? loaded.Page : null
}

/**
 * A page's copy being edited, drawn by the page itself: the site's component for the page that
 * reads the namespace, with the entry's unsaved copy in place of the namespace's locale file and
 * the other namespaces from the site's files. Inside the contexts the site's layout provides
 * (router, language, i18next, the page's namespace); head tags, header and footer are left out.
 */
export function PageCopyPreview({
  props,
  language,
  uiLanguage,
  namespace,
  page,
}: {
  props: PreviewProps
  language: Language
  uiLanguage: Language
  namespace: string
  page: PageId
}) {
  const definition = routes.pages[page]
  const source: unknown = props.entry.get('data')
  const bundle = useMemo(
    () => (source as { toJS?: () => Record<string, unknown> } | undefined)?.toJS?.() ?? {},
    [source],
  )
  const namespaces = useMemo(
    () => [...new Set(['common', 'translation-status', definition.namespace, ...(definition.sharedNamespaces ?? [])])],
    [definition],
  )
  const i18n = usePreviewI18n(language, namespaces, { namespace, bundle })
  const Page = usePageComponent(page, language)
  const imageOrder = useMemo(() => createImageOrder(), [])
  if (!i18n || !Page) return null
  const meta = (bundle as { meta?: { title?: unknown; description?: unknown } }).meta
  const text = (value: unknown) => filledText(typeof value === 'string' ? value : '', language, ['facts', 'company'])
  return (
    <>
      <EntryChecks
        findings={copyFindings(namespace, bundle, language)}
        uiLanguage={uiLanguage}
        searchResult={
          meta
            ? {
                title: page === 'home' ? text(meta.title) : templatedTitle(text(meta.title)),
                description: text(meta.description),
              }
            : undefined
        }
      />
      <I18nextProvider i18n={i18n}>
        <LanguageContext.Provider value={language}>
          <MemoryRouter
            future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
            initialEntries={[localizedPath({ page, language })]}
          >
            <PageNamespaceContext.Provider value={definition.namespace}>
              <ImageOrderContext.Provider value={imageOrder}>
                <div lang={language}>
                  <PageCopyTranslationNotice language={language} namespace={namespace} bundle={bundle} />
                  <Page />
                </div>
              </ImageOrderContext.Provider>
            </PageNamespaceContext.Provider>
          </MemoryRouter>
        </LanguageContext.Provider>
      </I18nextProvider>
    </>
  )
}
