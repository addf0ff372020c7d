/**
 * What PageHead tells search engines beyond the title and description: large image previews on
 * every indexable page (Google Discover shows large images only with max-image-preview:large),
 * noindex on the rest (SEO review 2026-12-01, SEO-5).
 */
import { parse } from 'node-html-parser'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { languages, routes, type Language, type PageId } from '../../../routes.config'
import { headTagsOf, HelmetProvider, type HelmetData } from '../../../scripts/render/ssgAdapter'
import { PageHead } from '../../../src/app/PageHead'

function headOf(page: PageId, language: Language = 'en') {
  const context: { helmet?: HelmetData } = {}
  renderToString(
    <HelmetProvider context={context}>
      <MemoryRouter>
        <PageHead
          page={page}
          params={{
            ...(routes.pages[page].path.includes(':slug') && { slug: 'harvest-now-decrypt-later' }),
            ...(routes.pages[page].path.includes(':page') && { page: '2' }),
          }}
          language={language}
          title="Title"
          description="Description"
        />
      </MemoryRouter>
    </HelmetProvider>,
  )
  const head = parse(headTagsOf(context.helmet!).head)
  expect(head.querySelector('title')?.text, 'the head was collected').toBe('Title')
  return head
}

const robotsOf = (page: PageId) =>
  headOf(page)
    .querySelectorAll('meta[name="robots"]')
    .map((meta) => meta.getAttribute('content'))

const contentOf = (head: ReturnType<typeof headOf>, selector: string) =>
  head.querySelectorAll(selector).map((meta) => meta.getAttribute('content'))

describe('PageHead’s robots meta', () => {
  it('SEO-5: every indexable page allows large image previews, and every other page says noindex', () => {
    const pages = Object.keys(routes.pages) as PageId[]
    const indexable = pages.filter((page) => routes.pages[page].indexable)
    expect(indexable.length).toBeGreaterThan(20)
    expect(pages.length).toBeGreaterThan(indexable.length)
    for (const page of pages)
      expect(robotsOf(page), page).toEqual([routes.pages[page].indexable ? 'max-image-preview:large' : 'noindex'])
  })
})

describe('PageHead’s Open Graph locales', () => {
  it('seo 2026-11-27 L5: a page in every language names its other four languages as og:locale:alternate', () => {
    for (const language of languages) {
      const head = headOf('encryption', language)
      const own = contentOf(head, 'meta[property="og:locale"]')
      const others = contentOf(head, 'meta[property="og:locale:alternate"]')
      expect(own).toHaveLength(1)
      expect(others, language).toHaveLength(languages.length - 1)
      expect(new Set([...own, ...others]).size, language).toBe(languages.length)
      for (const locale of [...own, ...others]) expect(locale).toMatch(/^[a-z]{2}_[A-Z]{2}$/)
    }
  })

  it('names none on a page that exists in English only', () => {
    expect(contentOf(headOf('competitorComparison'), 'meta[property="og:locale:alternate"]')).toEqual([])
  })
})
