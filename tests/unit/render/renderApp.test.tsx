/**
 * The development server renders a page as vite-react-ssg's build does (scripts/render/renderPage.ts):
 * the markup of the whole tree, once it is ready.
 */
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../scripts/render/renderPage'

describe('a page’s markup', () => {
  it('is the streaming renderer’s, also where the tree suspends: the lazy part is waited for, not left to the browser', async () => {
    const { createElement, lazy, Suspense } = await import('react')
    const Later = lazy(
      () =>
        new Promise<{ default: () => ReturnType<typeof createElement> }>((resolve) =>
          setTimeout(() => resolve({ default: () => createElement('p', null, 'Loaded on the server') }), 10),
        ),
    )
    const page = () =>
      createElement(
        'main',
        null,
        createElement('h1', null, 'Threats'),
        createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(Later)),
      )
    const html = await renderApp(page)
    expect(html).toContain('<p>Loaded on the server</p>')
    expect(html).not.toContain('Loading')
    expect(await renderApp(() => createElement('main', null, createElement('h1', null, 'Threats')))).toBe(
      '<main><h1>Threats</h1></main>',
    )
  })
})
