import { I18nextProvider } from 'react-i18next'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { parse } from 'node-html-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '../../../routes.config'
import { LanguageContext } from '../../../src/i18n/LanguageContext'
import { BlogIndexPagination } from '../../../src/components/blog/BlogIndexPagination'
import { createI18n } from '../../../src/i18n/createI18n'
import { loadNamespaces } from '../../../src/i18n/localeBundles'

beforeAll(() => Promise.all((['en', 'de'] as const).map((language) => loadNamespaces(language, ['common', 'blog']))))

function pagination(language: Language, page: number, pageCount: number) {
  const html = renderToString(
    <I18nextProvider i18n={createI18n(language, ['common', 'blog'])}>
      <LanguageContext.Provider value={language}>
        <MemoryRouter>
          <BlogIndexPagination page={page} pageCount={pageCount} />
        </MemoryRouter>
      </LanguageContext.Provider>
    </I18nextProvider>,
  )
  const root = parse(html)
  const link = (rel: string) => root.querySelector(`a[rel="${rel}"]`)
  return { html, nav: root.querySelector('nav'), prev: link('prev'), next: link('next') }
}

describe('links between the pages of the blog index', () => {
  it('leads from a middle page to the newer and the older posts, and says where the reader is', () => {
    const { nav, prev, next } = pagination('de', 2, 5)
    expect(nav?.getAttribute('aria-label')).toBe('Blogseiten')
    expect(prev?.getAttribute('href')).toBe('/de/blog/')
    expect(prev?.text).toBe('Neuere Beiträge')
    expect(next?.getAttribute('href')).toBe('/de/blog/page/3/')
    expect(next?.text).toBe('Ältere Beiträge')
    expect(nav?.querySelector('p')?.text).toBe('Seite 2 von 5')
  })

  it('has no newer link on the first page and no older link on the last', () => {
    const first = pagination('en', 1, 3)
    expect(first.prev).toBeNull()
    expect(first.next?.getAttribute('href')).toBe('/blog/page/2/')
    expect(first.nav?.querySelector('p')?.text).toBe('Page 1 of 3')
    const last = pagination('en', 3, 3)
    expect(last.prev?.getAttribute('href')).toBe('/blog/page/2/')
    expect(last.next).toBeNull()
  })

  it('is not there while the blog fits on one page', () => {
    expect(pagination('en', 1, 1).html).toBe('')
  })
})
