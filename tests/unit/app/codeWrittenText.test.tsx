/**
 * Text that code writes, in the page's language (translation review 2026-11-27, section 0): the
 * footer's country (X1) and its French e-mail label (fr 3.3), the message of a page that failed to load (X2) and the menu's links to
 * English-only pages (X3) come from the locale files, never as English typed in the code.
 */
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { languages, type Language } from '../../../routes.config'
import { HelmetProvider } from '../../../scripts/render/ssgAdapter'
import { PAGE_LOAD_FAILED_MESSAGE, PageLoadError } from '../../../src/app/importWithRetry'
import { RouteErrorScreen } from '../../../src/app/RouteErrorScreen'
import { SiteHeader } from '../../../src/app/shell/SiteHeader'
import { createI18n } from '../../../src/i18n/createI18n'
import { LanguageContext } from '../../../src/i18n/LanguageContext'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { localizedPath } from '../../../src/routing/localizedPath'
import { renderFooter } from '../../fixtures/renderFooter'

beforeAll(() => Promise.all(languages.map((language) => loadNamespaces(language, ['common']))))

const translated = languages.filter((language) => language !== 'en')
const common = (language: Language) => createI18n(language, ['common'])
const visibleText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

describe('translations 2026-11-27 X1: the footer writes the country in the page’s language', () => {
  it.each(translated)('%s', (language) => {
    const footer = visibleText(renderFooter(language))
    expect(footer).toContain(common(language).t('companyDetails.country'))
    expect(footer).not.toContain('United Kingdom')
  })
})

describe('translations 2026-11-27 fr-3.3.3.1: the French footer writes "E-mail :" with a no-break space', () => {
  it('fr', () => {
    const footer = renderFooter('fr')
    expect(footer).toContain('E-mail\u00a0:')
    expect(footer).not.toMatch(/E-mail ?:/)
  })
})

function pageThatFailedToLoad(language: Language): string {
  const router = createMemoryRouter([{ id: 'page', path: '/', element: null, errorElement: <RouteErrorScreen /> }], {
    hydrationData: { errors: { page: new PageLoadError(3, new Error('chunk')) } },
  })
  return visibleText(
    renderToString(
      <HelmetProvider context={{}}>
        <I18nextProvider i18n={common(language)}>
          <LanguageContext.Provider value={language}>
            <RouterProvider router={router} />
          </LanguageContext.Provider>
        </I18nextProvider>
      </HelmetProvider>,
    ),
  )
}

describe('translations 2026-11-27 X2: a page that failed to load says so in the page’s language', () => {
  it.each(translated)('%s', (language) => {
    const screen = pageThatFailedToLoad(language)
    expect(screen).toContain(common(language).t('screens.loadErrorAttempts', { attempts: 3 }))
    expect(screen).not.toContain(PAGE_LOAD_FAILED_MESSAGE)
  })
})

function inRouter(language: Language, route: RouteObject): string {
  return renderToString(
    <I18nextProvider i18n={common(language)}>
      <LanguageContext.Provider value={language}>
        <RouterProvider router={createMemoryRouter([{ path: '/', ...route }])} />
      </LanguageContext.Provider>
    </I18nextProvider>,
  )
}

const header = (language: Language) => inRouter(language, { element: <SiteHeader /> })

describe('translations 2026-11-27 X3: a menu link to an English-only page says so, in hreflang and in words', () => {
  it.each(translated)('%s', (language) => {
    const comparison = localizedPath({ page: 'competitorComparison', language })
    const links = [...header(language).matchAll(/<a [^>]*>.*?<\/a>/g)].map(([link]) => link)
    const toComparison = links.filter((link) => link.includes(`href="${comparison}"`))
    expect(toComparison.length).toBeGreaterThan(0)
    for (const link of toComparison) {
      expect(link).toMatch(/ hreflang="en"/i) // React writes hrefLang; HTML attribute names ignore case
      expect(visibleText(link)).toContain(common(language).t('language.inEnglish'))
    }
  })
})
