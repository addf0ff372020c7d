import { Navigate, useLocation } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { languages, routes, type Language, type PageId } from '../../routes.config'
import { loadRouteData } from '../data/routeData'
import { loadNamespaces } from '../i18n/localeBundles'
import { languagePrefix } from '../routing/localizedPath'
import { routePatterns } from '../routing/routePatterns'
import type { PageHandle } from '../routing/currentPage'
import { chunkUrlPrefix } from './chunkFileNames'
import { freshModuleUrl, importWithRetry, type RetryContext } from './importWithRetry'
import { LanguageLayout } from './LanguageLayout'
import { PageErrorBoundary } from './PageErrorBoundary'
import { PageFrame } from './PageFrame'
import { pageModuleLoader } from './pageModules'
import { RouteErrorScreen } from './RouteErrorScreen'

/** Client-side counterpart of a redirect stub: replaces history, keeps query and hash. */
function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation()
  return <Navigate replace to={`${to}${search}${hash}`} />
}

function pageRoute(language: Language, page: PageId, path: string, alias = false): RouteRecord {
  const definition = routes.pages[page]
  const handle: PageHandle = { page, alias }
  return {
    path,
    handle,
    errorElement: <RouteErrorScreen />,
    lazy: async () => {
      const load = pageModuleLoader(definition.component)
      const ownChunk = chunkUrlPrefix(definition.component.split('/').pop()!)
      // A retry after the page's own chunk failed imports it afresh (see freshModuleUrl).
      const loadPage = ({ attempt, failedUrl }: RetryContext) =>
        failedUrl?.includes(ownChunk)
          ? (import(/* @vite-ignore */ freshModuleUrl(failedUrl, attempt)) as ReturnType<typeof load>)
          : load()
      const [module, bundles] = await importWithRetry((context) =>
        Promise.all([
          loadPage(context),
          loadNamespaces(language, [definition.namespace, ...(definition.sharedNamespaces ?? [])]),
          loadRouteData(language, definition.data),
        ]),
      )
      const Page = module.default
      return {
        // Inside react-router's own boundary, so render crashes keep their component stack.
        Component: () => (
          <PageErrorBoundary>
            <PageFrame page={page} bundles={bundles}>
              <Page />
            </PageFrame>
          </PageErrorBoundary>
        ),
      }
    },
  }
}

function languageRoutes(language: Language): RouteRecord {
  const children: RouteRecord[] = routePatterns(language).map((entry) =>
    entry.kind === 'redirect'
      ? { path: entry.pattern, element: <RedirectTo to={entry.target} /> }
      : pageRoute(language, entry.page, entry.pattern, entry.kind === 'alias'),
  )
  const notFound: PageHandle = { page: null }
  children.push({
    path: '*',
    handle: notFound,
    errorElement: <RouteErrorScreen />,
    lazy: async () => ({ Component: (await import('./screens/NotFoundScreen')).NotFoundScreen }),
  })
  return {
    path: languagePrefix(language) || '/',
    errorElement: <RouteErrorScreen />,
    lazy: async () => {
      const bundles = await loadNamespaces(language, ['common'])
      return { Component: () => <LanguageLayout language={language} bundles={bundles} /> }
    },
    children,
  }
}

export const appRoutes: RouteRecord[] = languages.map(languageRoutes)
