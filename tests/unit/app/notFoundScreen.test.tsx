/**
 * The not-found page, as every host serves it for an unknown address (status 404). Cloudflare Pages
 * also serves the file itself at /404, /es/404 … with status 200, so the page must say noindex
 * itself, or a crawler may index a "Page not found" (SEO 2026-11-27 L1, soft 404s).
 */
import { parse } from 'node-html-parser'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { languages, type Language } from '../../../routes.config'
import { headTagsOf, HelmetProvider, type HelmetData } from '../../../scripts/render/ssgAdapter'
import { NotFoundScreen } from '../../../src/app/screens/NotFoundScreen'
import { createI18n } from '../../../src/i18n/createI18n'
import { LanguageContext } from '../../../src/i18n/LanguageContext'
import { loadNamespaces } from '../../../src/i18n/localeBundles'

beforeAll(() => Promise.all(languages.map((language) => loadNamespaces(language, ['common']))))

/** The head tags the prerender writes for the not-found page in one language. */
function notFoundHead(language: Language) {
  const context: { helmet?: HelmetData } = {}
  renderToString(
    <HelmetProvider context={context}>
      <I18nextProvider i18n={createI18n(language, ['common'])}>
        <LanguageContext.Provider value={language}>
          <MemoryRouter>
            <NotFoundScreen />
          </MemoryRouter>
        </LanguageContext.Provider>
      </I18nextProvider>
    </HelmetProvider>,
  )
  return parse(headTagsOf(context.helmet!).head)
}

describe('seo 2026-11-27 L1: the not-found page', () => {
  it.each(languages)('tells crawlers not to index it, whatever status it is served with (%s)', (language) => {
    const head = notFoundHead(language)
    expect(head.querySelector('title')?.text, 'the head was collected').toBeTruthy()
    expect(head.querySelectorAll('meta[name="robots"]').map((meta) => meta.getAttribute('content'))).toEqual([
      'noindex',
    ])
  })
})
