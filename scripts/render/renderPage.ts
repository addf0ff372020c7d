/**
 * Renders one path of the app to a complete HTML document, as vite-react-ssg's router adapter
 * does: react-router's static handler resolves the route (lazy page modules, data), React renders
 * the tree once everything is ready, and the head tags written through vite-react-ssg's <Head>
 * go into the page template. Plain string work: the page is never parsed again.
 */
import { Writable } from 'node:stream'
import { createElement, type ReactNode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  headTagsOf,
  HelmetProvider,
  routeIdAt,
  ssgRenderContext,
  ssgRootMarkup,
  StaticRouterProvider,
  type HelmetData,
  type SsgContext,
  type SsgRoutes,
} from './ssgAdapter'

const rootContainer = '<div id="root"></div>'

function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        html += chunk.toString()
        next()
      },
      final(done) {
        resolve(html)
        done()
      },
    })
    const stream = renderToPipeableStream(app, {
      // All or nothing: a static page must not stream a fallback with an inline script.
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    })
  })
}

/**
 * The page's markup. renderToString builds it as one string, where the streaming renderer (which
 * waits for a tree that suspends) encodes each chunk to UTF-8 for the sink to decode again. A page
 * whose tree did suspend (a boundary left to the browser: `<!--$!-->`) is rendered again by the
 * streaming renderer, so every page is what the streaming renderer makes of it.
 */
export function renderApp(app: () => ReactNode): Promise<string> {
  const html = renderToString(app())
  return html.includes('<!--$!-->') ? renderToHtml(app()) : Promise.resolve(html)
}

/** Fills the built index.html with one rendered page. */
function fillTemplate(
  template: string,
  page: { appHtml: string; head: string; htmlAttributes: string; bodyAttributes: string; buildHash: string },
): string {
  if (!template.includes(rootContainer))
    throw new Error(`index.html has no ${rootContainer}: the prerender puts each page there. Restore it.`)
  return template
    .replace('<head>', () => `<head>${page.head}`)
    .replace('<body', () => `<body${page.bodyAttributes ? ` ${page.bodyAttributes}` : ''}`)
    .replace('<html', () => `<html${page.htmlAttributes ? ` ${page.htmlAttributes}` : ''}`)
    .replace(rootContainer, () => ssgRootMarkup(page.appHtml, page.buildHash))
}

type Routes = SsgRoutes

/**
 * The route table with each route's lazy() loaded once for the whole build: react-router resolves
 * lazy routes on fresh route objects for every page, and would load the page module, its strings
 * and its route data again for each. The lazy functions stay, so every page is rendered exactly as
 * before (react-router writes the same hydration data for a lazy route). Each route is given the
 * id react-router gives it in the whole table (its place: "4-12"), so a page rendered with part
 * of the table (routesFor) names its routes as the browser's router does.
 */
const preparedRoutes = new WeakMap<Routes, Routes>()
function withLazyOnce(routes: Routes): Routes {
  let prepared = preparedRoutes.get(routes)
  if (!prepared) {
    const once = (route: Routes[number], place: readonly number[]): Routes[number] => {
      let loaded: ReturnType<NonNullable<Routes[number]['lazy']>> | undefined
      const lazy = route.lazy
      return {
        ...route,
        id: route.id ?? routeIdAt(place),
        ...(lazy && { lazy: () => (loaded ??= lazy()) }),
        ...(route.children && { children: route.children.map((child, index) => once(child, [...place, index])) }),
      } as Routes[number]
    }
    prepared = routes.map((route, index) => once(route, [index]))
    preparedRoutes.set(routes, prepared)
  }
  return prepared
}

/**
 * The routes a path is rendered with: the top-level route whose path is the longest prefix of it
 * (each language is one top-level route: /, /es, /pt, ...), with the whole table's ids and lazy()
 * loaded once (withLazyOnce). react-router converts, flattens and ranks every route of the table
 * it is given, twice for each page: with one language's routes instead of five, that work (a
 * sixth of the render) shrinks to a fifth. The page is the same: no other top-level route can
 * match a path under a longer prefix.
 */
export function routesFor(routes: Routes, path: string): Routes {
  const prepared = withLazyOnce(routes)
  const prefixOf = (route: Routes[number]) => (route.path ?? '').replace(/\/+$/, '')
  const under = prepared.filter((route) => {
    const prefix = prefixOf(route)
    return path === prefix || path.startsWith(`${prefix}/`)
  })
  const longest = Math.max(...under.map((route) => prefixOf(route).length))
  const chosen = under.filter((route) => prefixOf(route).length === longest)
  return chosen.length > 0 ? chosen : prepared
}

/** The finished template. */
export async function renderPage(
  context: SsgContext,
  path: string,
  template: string,
  buildHash: string,
): Promise<{ html: string }> {
  const { routes, basename, future, appRendered } = ssgRenderContext(context)
  const { dataRoutes, query } = createStaticHandler([...routesFor(routes, path)], { basename })
  const routerContext = await query(new Request(new URL(path, 'http://prerender.invalid')))
  // A route that answers with a redirect or an error response has no page to write.
  if (routerContext instanceof Response)
    throw new Error(`The route ${path} answered with status ${routerContext.status} instead of a page.`)
  const router = createStaticRouter(dataRoutes, routerContext, { future })
  const helmetContext: { helmet?: HelmetData } = {}
  const appHtml = await renderApp(() =>
    createElement(
      HelmetProvider,
      { context: helmetContext },
      createElement(StaticRouterProvider, { router, context: routerContext }),
    ),
  )
  await appRendered(path, appHtml)
  return {
    html: fillTemplate(template, { appHtml, buildHash, ...headTagsOf(helmetContext.helmet!) }),
  }
}
