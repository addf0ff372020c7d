/**
 * The prerender hands react-router one language's routes per page (scripts/render/renderPage.ts,
 * routesFor): every path the build renders must match the same routes as with the whole table.
 */
import { matchRoutes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { renderApp, routesFor } from '../../../scripts/render/renderPage'
import { createStaticHandler } from '../../../scripts/render/ssgAdapter'
import { appRoutes } from '../../../src/app/appRoutes'
import { expandRoutes, prerenderPaths } from '../../../src/routing/routeTable'

// Matching never loads a page: the blog's documents are never asked for.
vi.mock('virtual:blog-data', () => ({
  loadBlogDocument: () => Promise.reject(new Error('matching loads no document')),
}))

type Routes = Parameters<typeof routesFor>[0]
const routes = appRoutes as unknown as Routes
const slugs = ['harvest-now-decrypt-later', 'ss7-interception-explained']
const paths = [
  ...prerenderPaths(expandRoutes({ en: slugs, es: slugs, pt: slugs, fr: slugs, de: slugs })),
  '/de/no-such-page',
  '/designers',
  '/es',
]
/**
 * What a match renders and what its hydration data names: each matched route's id (as react-router
 * numbers the table it is given), path and handle (page and whether it is an alias), and the params.
 */
const matched = (table: Routes, path: string) =>
  matchRoutes(createStaticHandler([...table]).dataRoutes, path)?.map(({ route, params }) => ({
    id: route.id,
    path: route.path,
    handle: route.handle as unknown,
    params,
  }))

describe('the routes a page is rendered with', () => {
  it('are its language’s only', () => {
    expect(routesFor(routes, '/de/post/ss7-interception-explained').map((route) => [route.path, route.id])).toEqual([
      ['/de', '4'],
    ])
    expect(routesFor(routes, '/de').map((route) => route.path)).toEqual(['/de'])
    expect(routesFor(routes, '/designers').map((route) => route.path)).toEqual(['/'])
    expect(routesFor(routes, '/post/ss7-interception-explained').map((route) => route.path)).toEqual(['/'])
  })

  it('match every path the build renders (and unknown ones) exactly as the whole table does, route ids included', () => {
    expect(paths.length).toBeGreaterThan(150)
    for (const path of paths) expect(matched(routesFor(routes, path), path), path).toEqual(matched(routes, path))
  })
})

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
