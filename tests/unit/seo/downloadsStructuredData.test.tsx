/**
 * The downloads pages' structured data. The 2026-11-27 review (M3) found a SoftwareApplication with
 * `price: "0"` for apps licensed per user per year, and the same app again on the government page;
 * the 2026-12-01 review (SEO-3) found that a SoftwareApplication without a price and ratings is
 * reported by Google as an invalid item and can never be a rich result. Both pages are now a
 * WebPage about one app identifier, with no price, offer or rating anywhere.
 */
import { parse } from 'node-html-parser'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { languages, routes, type Language } from '../../../routes.config'
import { structuredDataProblems } from '../../../dist-check/checks/structuredData'
import { headTagsOf, HelmetProvider, type HelmetData } from '../../../scripts/render/ssgAdapter'
import { site } from '../../../src/config/site'
import { createI18n } from '../../../src/i18n/createI18n'
import { LanguageContext } from '../../../src/i18n/LanguageContext'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { localizedPath } from '../../../src/routing/localizedPath'
import { StructuredData } from '../../../src/seo/StructuredData'

type Node = Record<string, unknown>
const pages = ['downloads', 'downloadsGovernment'] as const

beforeAll(() =>
  Promise.all(
    languages.map((language) =>
      loadNamespaces(language, ['common', ...pages.map((page) => routes.pages[page].namespace)]),
    ),
  ),
)

/** The JSON-LD the prerender writes for a page, as the page's head holds it. */
function jsonLdOf(page: (typeof pages)[number], language: Language) {
  const context: { helmet?: HelmetData } = {}
  renderToString(
    <HelmetProvider context={context}>
      <I18nextProvider i18n={createI18n(language, ['common', routes.pages[page].namespace])}>
        <LanguageContext.Provider value={language}>
          <StructuredData page={page} />
        </LanguageContext.Provider>
      </I18nextProvider>
    </HelmetProvider>,
  )
  const head = parse(headTagsOf(context.helmet!).head)
  const scripts = head.querySelectorAll('script[type="application/ld+json"]')
  return { head, items: scripts.flatMap((script) => [JSON.parse(script.innerHTML) as Node | Node[]].flat()) }
}

/** Every object in a JSON value, nested ones included. */
const nodes = (value: unknown): Node[] =>
  Array.isArray(value)
    ? value.flatMap(nodes)
    : value && typeof value === 'object'
      ? [value as Node, ...Object.values(value).flatMap(nodes)]
      : []

describe('the downloads pages’ structured data', () => {
  for (const language of languages)
    it(`SEO-3 / seo 2026-11-27 M3: both downloads pages are a WebPage about one app, never a SoftwareApplication, price, offer or rating (${language})`, () => {
      const appId = `${site.siteUrl}${localizedPath({ page: 'downloads', language })}#app`
      for (const page of pages) {
        const { items } = jsonLdOf(page, language)
        const all = nodes(items)
        expect(all.map((node) => node['@type']).filter(Boolean), page).not.toContain('SoftwareApplication')
        for (const claim of ['offers', 'price', 'aggregateRating', 'review'])
          expect(
            all.filter((node) => claim in node),
            `${page} ${claim}`,
          ).toEqual([])
        const webPages = items.filter((item) => item['@type'] === 'WebPage')
        expect(webPages, page).toHaveLength(1)
        expect(webPages[0]).toMatchObject({
          url: `${site.siteUrl}${localizedPath({ page, language })}`,
          inLanguage: language,
          about: { '@id': appId },
        })
      }
    })

  it('SEO-3: the build’s check refuses a SoftwareApplication on the downloads page', () => {
    const { head, items } = jsonLdOf('downloads', 'en')
    const entry = { kind: 'page', language: 'en', page: 'downloads', path: '/downloads/' } as const
    const withoutCrumbs = (problems: string[]) =>
      problems.filter((problem) => !/BreadcrumbList .* visible/.test(problem))
    expect(withoutCrumbs(structuredDataProblems(entry, head))).toEqual([])
    const app = { '@context': 'https://schema.org', '@type': 'SoftwareApplication', name: site.brand }
    const withApp = parse(
      `<html><head>${[...items, app].map((item) => `<script type="application/ld+json">${JSON.stringify(item)}</script>`).join('')}</head></html>`,
    )
    expect(withoutCrumbs(structuredDataProblems(entry, withApp))).toContainEqual(
      expect.stringMatching(/^types are \[.*SoftwareApplication.*\], expected \[BreadcrumbList, WebPage\]$/),
    )
  })
})
