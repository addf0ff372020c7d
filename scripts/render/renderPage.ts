/**
 * Development only (scripts/plugins/devPagesPlugin.ts): renders one path of the app to a complete
 * HTML document as vite-react-ssg's build renders a page with a data router (its RemixAdapter):
 * react-router's static handler resolves the route (lazy page modules, data), React renders the
 * tree once everything is ready, and the head tags written through vite-react-ssg's <Head> go into
 * the page template. The build itself is `vite-react-ssg build` (scripts/render/prerender.ts).
 */
import { Writable } from 'node:stream'
import { createElement, type ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  headTagsOf,
  HelmetProvider,
  ssgRenderContext,
  ssgRootMarkup,
  StaticRouterProvider,
  type HelmetData,
  type SsgContext,
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

/** The page's markup, once the whole tree is ready (a lazy part is waited for, not left to the browser). */
export const renderApp = (app: () => ReactNode): Promise<string> => renderToHtml(app())

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

/** The finished template. */
export async function renderPage(
  context: SsgContext,
  path: string,
  template: string,
  buildHash: string,
): Promise<{ html: string }> {
  const { routes, basename, future, appRendered } = ssgRenderContext(context)
  const { dataRoutes, query } = createStaticHandler([...routes], { basename })
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
