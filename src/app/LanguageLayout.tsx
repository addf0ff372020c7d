import { useEffect, useLayoutEffect, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Outlet, useLocation, useNavigation } from 'react-router-dom'
import { SiteHead } from '../seo/SiteHead'
import { languageTag, routes, type Language } from '../../routes.config'
import { DataScopeContext, type DataScope } from '../data/dataScope'
import { createI18n } from '../i18n/createI18n'
import type { LoadedBundles } from '../i18n/localeBundles'
import { feedPaths } from '../routing/feedPaths'
import { StaffBar } from '../auth/StaffBar'
import { ToastHost } from '../toasts/ToastHost'
import { usePageHandle } from '../routing/currentPage'
import { LanguageContext } from '../i18n/LanguageContext'
import { createPrerenderReadiness } from './prerenderReadiness'
import { RouteFocus } from './RouteFocus'
import { ScrollToTop } from './ScrollToTop'
import { PageFallback } from './screens/PageFallback'
import { SiteFooter } from './shell/SiteFooter'
import { SiteHeader } from './shell/SiteHeader'
import { LanguageNotice } from './shell/LanguageNotice'
import { SkipLink } from './shell/SkipLink'

/** The layout of one language prefix: its own i18next instance, <html lang>, header, page, footer. */
export function LanguageLayout({ language, bundles }: { language: Language; bundles: LoadedBundles }) {
  const [i18n] = useState(() => createI18n(language, ['common'], bundles))
  const [readiness] = useState(() => createPrerenderReadiness(typeof window === 'undefined' ? {} : window))
  const [dataScope] = useState<DataScope>(() => ({ dataPresent: () => readiness.dataPresent() }))
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const handle = usePageHandle()
  const needsData = Boolean(handle?.page && routes.pages[handle.page].data?.length)
  // Only indexable pages go into the search index; not-found pages and noindex pages stay out.
  const searchable = Boolean(handle?.page && !handle.alias && routes.pages[handle.page].indexable)
  // A layout effect runs before the page's passive effects, so "data present" is never lost.
  useLayoutEffect(() => readiness.start(needsData), [readiness, needsData, pathname])
  // Lets browser tests (and support staff in devtools) tell a hydrated page from prerendered HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  // A lazy page chunk is on its way: show a page-shaped skeleton (crawlers: teasers) rather than the old page.
  const loadingPage = navigation.state === 'loading' && navigation.location.pathname !== pathname
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={language}>
        <DataScopeContext.Provider value={dataScope}>
          <SiteHead htmlAttributes={{ lang: languageTag(language) }}>
            <link
              rel="alternate"
              type="application/rss+xml"
              title={i18n.t('common:feeds.rss')}
              href={feedPaths(language).rss}
            />
            <link
              rel="alternate"
              type="application/atom+xml"
              title={i18n.t('common:feeds.atom')}
              href={feedPaths(language).atom}
            />
          </SiteHead>
          <SkipLink />
          <LanguageNotice />
          <SiteHeader />
          <StaffBar />
          <RouteFocus>
            <main
              id="main"
              tabIndex={-1}
              data-pagefind-body={searchable ? '' : undefined}
              className="min-h-[70vh] focus:outline-none"
            >
              {loadingPage ? <PageFallback /> : <Outlet />}
            </main>
          </RouteFocus>
          <SiteFooter />
          <ScrollToTop />
          <ToastHost />
        </DataScopeContext.Provider>
      </LanguageContext.Provider>
    </I18nextProvider>
  )
}
