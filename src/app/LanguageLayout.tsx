import { useLayoutEffect, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Outlet, useLocation, useNavigation } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { routes, type Language } from '../../routes.config'
import { DataScopeContext, type DataScope } from '../data/dataScope'
import { createI18n } from '../i18n/createI18n'
import { usePageHandle } from './currentPage'
import { LanguageContext } from './LanguageContext'
import { createPrerenderReadiness } from './prerenderReadiness'
import { ScrollToTop } from './ScrollToTop'
import { PageSkeleton } from './screens/PageSkeleton'
import { SiteFooter } from './shell/SiteFooter'
import { SiteHeader } from './shell/SiteHeader'
import { SkipLink } from './shell/SkipLink'

/** The layout of one language prefix: its own i18next instance, <html lang>, header, page, footer. */
export function LanguageLayout({ language }: { language: Language }) {
  const [i18n] = useState(() => createI18n(language, ['common']))
  const [readiness] = useState(() => createPrerenderReadiness(typeof window === 'undefined' ? {} : window))
  const [dataScope] = useState<DataScope>(() => ({ dataPresent: () => readiness.dataPresent() }))
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const handle = usePageHandle()
  const needsData = Boolean(handle?.page && routes.pages[handle.page].data?.length)
  // A layout effect runs before the page's passive effects, so "data present" is never lost.
  useLayoutEffect(() => readiness.start(needsData), [readiness, needsData, pathname])
  // A lazy page chunk is on its way: show a page-shaped skeleton rather than the old page.
  const loadingPage = navigation.state === 'loading' && navigation.location.pathname !== pathname
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={language}>
        <DataScopeContext.Provider value={dataScope}>
        <Head htmlAttributes={{ lang: language }}>{null}</Head>
        <SkipLink />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="min-h-[70vh] focus:outline-none">
          {loadingPage ? <PageSkeleton /> : <Outlet />}
        </main>
        <SiteFooter />
        <ScrollToTop />
        </DataScopeContext.Provider>
      </LanguageContext.Provider>
    </I18nextProvider>
  )
}
