/**
 * A language added to the declared list (src/config/languages.ts) is a language of every page's
 * hreflang alternates: nothing counts the languages by hand (workflows review 2026-12-01, DV-4).
 */
import { parse } from 'node-html-parser'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { expect, it, vi } from 'vitest'

vi.mock('../../../src/config/languages', async (importOriginal) => {
  const declared = await importOriginal<typeof import('../../../src/config/languages')>()
  return { ...declared, languages: [...declared.languages, 'it'] }
})

it('DV-4: with a sixth language declared, a page in every language lists all six and x-default as alternates', async () => {
  const { headTagsOf, HelmetProvider } = await import('../../../scripts/render/ssgAdapter')
  const { PageHead } = await import('../../../src/app/PageHead')
  const context: { helmet?: Parameters<typeof headTagsOf>[0] } = {}
  renderToString(
    <HelmetProvider context={context}>
      <MemoryRouter>
        <PageHead page="home" language="en" title="Title" description="Description" ogLocale="en_GB" />
      </MemoryRouter>
    </HelmetProvider>,
  )
  const head = parse(headTagsOf(context.helmet!).head)
  expect(head.querySelectorAll('link[rel="alternate"]').map((link) => link.getAttribute('hreflang'))).toEqual([
    'en',
    'es',
    'pt',
    'fr',
    'de',
    'it',
    'x-default',
  ])
})
