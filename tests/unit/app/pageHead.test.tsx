/**
 * What PageHead tells search engines beyond the title and description: large image previews on
 * every indexable page (Google Discover shows large images only with max-image-preview:large),
 * noindex on the rest (SEO review 2026-12-01, SEO-5).
 */
import { parse } from 'node-html-parser'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { routes, type PageId } from '../../../routes.config'
import { headTagsOf, HelmetProvider, type HelmetData } from '../../../scripts/render/ssgAdapter'
import { PageHead } from '../../../src/app/PageHead'

function robotsOf(page: PageId) {
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
          language="en"
          title="Title"
          description="Description"
        />
      </MemoryRouter>
    </HelmetProvider>,
  )
  const head = parse(headTagsOf(context.helmet!).head)
  expect(head.querySelector('title')?.text, 'the head was collected').toBe('Title')
  return head.querySelectorAll('meta[name="robots"]').map((meta) => meta.getAttribute('content'))
}

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
