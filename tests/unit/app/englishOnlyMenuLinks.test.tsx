/**
 * The header menu on a page in another language links the English-only comparison page; the link
 * says, in the page's language and to search engines, that it leads to English (SEO 2026-11-27 L3:
 * 280 links labelled "Comparativa", "Im Vergleich" that landed on English).
 */
import { renderHeader as renderFixture } from '../../fixtures/renderHeader'
import { beforeAll, describe, expect, it } from 'vitest'
import { languages, type Language } from '../../../routes.config'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { localizedPath, pageExistsIn } from '../../../src/routing/localizedPath'

beforeAll(() => Promise.all(languages.map((language) => loadNamespaces(language, ['common']))))

function renderHeader(language: Language) {
  const { header, t } = renderFixture(language)
  return { header, inEnglish: t('language.inEnglish') }
}

const comparison = localizedPath({ page: 'competitorComparison', language: 'en' })

describe('seo 2026-11-27 L3: menu links to a page that exists only in English', () => {
  it('is a page of the English site only, linked from every language’s menu', () => {
    expect(languages.filter((language) => pageExistsIn('competitorComparison', language))).toEqual(['en'])
  })

  it.each(languages.filter((language) => language !== 'en'))(
    'say "(in English)" in the page’s language and carry hreflang="en" (%s)',
    (language) => {
      const { header, inEnglish } = renderHeader(language)
      const links = header.querySelectorAll(`a[href="${comparison}"]`)
      expect(links.length, 'the desktop menu and the menu sheet both link it').toBeGreaterThanOrEqual(2)
      for (const link of links) {
        expect(link.getAttribute('hreflang')).toBe('en')
        expect(link.text).toContain(inEnglish)
      }
    },
  )

  it('say nothing of the kind on English pages, nor on links to pages that exist in the page’s language', () => {
    const { header: english } = renderHeader('en')
    for (const link of english.querySelectorAll(`a[href="${comparison}"]`)) {
      expect(link.hasAttribute('hreflang')).toBe(false)
      expect(link.text).not.toContain('(in English)')
    }
    const { header: german, inEnglish } = renderHeader('de')
    const products = german.querySelectorAll(`a[href="${localizedPath({ page: 'products', language: 'de' })}"]`)
    expect(products.length).toBeGreaterThan(0)
    for (const link of products) {
      expect(link.hasAttribute('hreflang')).toBe(false)
      expect(link.text).not.toContain(inEnglish)
    }
  })
})

describe('seo 2026-11-27 L2: a menu link’s name and description are separate words in the HTML', () => {
  it.each(languages)('%s', (language) => {
    const { header } = renderHeader(language)
    const withHints = header.querySelectorAll('a').filter((link) => link.querySelectorAll('span').length === 2)
    expect(withHints.length, 'menu links with a description').toBeGreaterThan(0)
    for (const link of withHints) {
      const [name, hint] = link.querySelectorAll('span').map((span) => span.text)
      expect(link.text).toBe(`${name} ${hint}`)
    }
  })
})
