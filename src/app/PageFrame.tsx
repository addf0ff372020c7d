import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { routes, type PageId } from '../../routes.config'
import { Breadcrumbs } from '../components/sections/Breadcrumbs'
import { StructuredData } from '../seo/StructuredData'
import { createImageOrder, ImageOrderContext } from '../components/ui/PageImage'
import { ensureNamespace } from '../i18n/createI18n'
import type { LoadedBundles } from '../i18n/localeBundles'
import { useLanguage } from '../i18n/LanguageContext'
import { PageNamespaceContext } from '../i18n/pageCopy'
import { searchTitle } from '../contentRules/searchResultWidth'
import { PageHead } from './PageHead'

/** The page's <title>: the home page's stands alone, the others follow the site's template. */
function usePageTitle(page: PageId): string {
  const { t } = useTranslation(['common', routes.pages[page].namespace])
  const ns = routes.pages[page].namespace
  const title = t(`${ns}:meta.title`)
  return page === 'home' ? title : searchTitle(title, (title) => t('common:meta.titleTemplate', { title }))
}

/**
 * Wraps every page route: puts the page's locale namespace into this tree's i18next instance,
 * provides it to the page's sections (usePageCopy), and writes head tags and breadcrumbs from the
 * manifest. Pages with a `:slug` (blog posts) write their own, since their title comes from content.
 */
export function PageFrame({ page, bundles, children }: { page: PageId; bundles: LoadedBundles; children: ReactNode }) {
  const language = useLanguage()
  const definition = routes.pages[page]
  const { i18n, t } = useTranslation('common')
  for (const namespace of [definition.namespace, ...(definition.sharedNamespaces ?? [])])
    ensureNamespace(i18n, language, namespace, bundles[namespace])
  const title = usePageTitle(page)
  const dynamic = definition.path.includes(':')
  const imageOrder = useMemo(() => createImageOrder(), [])
  return (
    <PageNamespaceContext.Provider value={definition.namespace}>
      <ImageOrderContext.Provider value={imageOrder}>
        {!dynamic && (
          <PageHead
            page={page}
            language={language}
            title={title}
            description={t(`${definition.namespace}:meta.description`)}
          />
        )}
        {!dynamic && <StructuredData page={page} />}
        {!dynamic && page !== 'home' && <Breadcrumbs page={page} />}
        {children}
      </ImageOrderContext.Provider>
    </PageNamespaceContext.Provider>
  )
}
