/**
 * The one door to the private parts of vite-react-ssg and react-helmet-async that the site's own
 * code uses: the development server renders pages as vite-react-ssg's build does
 * (scripts/render/renderPage.ts), the build preloads vite-react-ssg's start-up import
 * (scripts/render/finalizeHtml.ts), and tests collect <Head> tags. Everything those packages do not
 * document is here, each with the reason. The build itself is `vite-react-ssg build` through its
 * documented options and hooks (scripts/render/prerender.ts), with one patch
 * (patches/vite-react-ssg+0.9.2.patch, explained in patches/README.md). The browser side has its
 * own: src/app/ssgRuntime.ts.
 *
 * Written against vite-react-ssg 0.9.2 (with its nested react-helmet-async 1.3.0) and
 * react-router-dom 6.30.6. tests/unit/architecture/dependencyContracts.test.ts pins those versions and checks
 * each internal below still exists; when it fails after an upgrade, re-check what it names here
 * (docs/architecture.md, "Third-party internals").
 */
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { ComponentType, ReactNode } from 'react'
import type { ViteReactSSGContext } from 'vite-react-ssg'

/**
 * react-router's static rendering API (documented as `react-router-dom/server`). react-router-dom 6
 * has no package exports map, so Node's ESM loader needs the file's own name.
 */
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server.js'

/** The app's context, as the server bundle's `createRoot(false, path)` (src/main.tsx) makes it for one path. */
export type SsgContext = ViteReactSSGContext

/**
 * The app's entry (src/main.tsx exports what ViteReactSSG returns): called with `false` and a path,
 * it runs the app's setup for that path (its data is fetched) and gives the context to render with,
 * as vite-react-ssg's build calls it.
 */
export interface SsgEntry {
  createRoot(client: false, routePath?: string): Promise<SsgContext>
}

/**
 * What the render takes from the context: the routes, the router's basename and future flags, and
 * the app's onSSRAppRendered callbacks, run with the page's markup as vite-react-ssg's build runs them.
 */
export function ssgRenderContext(context: SsgContext) {
  return {
    routes: context.routes,
    basename: context.base,
    future: context.routerOptions.future,
    appRendered: (path: string, appHtml: string) => context.triggerOnSSRAppRendered(path, appHtml, context),
  }
}

/** A head tag as react-helmet-async gives it back for React: its element's props. */
interface HeadElement {
  props: Record<string, unknown>
}

/** The head tags react-helmet-async collected in its provider's context. */
export interface HelmetData {
  htmlAttributes: { toString(): string }
  bodyAttributes: { toString(): string }
  title: { toString(): string }
  meta: { toString(): string; toComponent(): HeadElement[] }
  link: { toString(): string; toComponent(): HeadElement[] }
  script: { toString(): string }
}

/**
 * The provider collecting what <Head> writes. vite-react-ssg's <Head> writes into the copy of
 * react-helmet-async it depends on, nested in its own node_modules (1.3.0; the site depends on no
 * other); the provider must be that same copy, so it is taken from where vite-react-ssg resolves it.
 */
export const { HelmetProvider } = createRequire(fileURLToPath(import.meta.resolve('vite-react-ssg')))(
  'react-helmet-async',
) as {
  HelmetProvider: ComponentType<{ context: { helmet?: HelmetData }; children?: ReactNode }>
}

/** The head tags the page rendered through <Head>, as vite-react-ssg's build writes them. */
export function headTagsOf(helmet: HelmetData): { head: string; htmlAttributes: string; bodyAttributes: string } {
  const title = helmet.title.toString()
  // An empty <title> means the page set none: react-helmet-async then still writes `<title data-rh="true"></title>`.
  const tags = [
    title.split('>')[1] === '</title' ? '' : title,
    helmet.meta.toString(),
    helmet.link.toString(),
    helmet.script.toString(),
  ]
  return {
    head: tags.filter(Boolean).join(''),
    htmlAttributes: helmet.htmlAttributes.toString(),
    bodyAttributes: helmet.bodyAttributes.toString(),
  }
}

/**
 * The rendered app in the page's root container, as vite-react-ssg's build writes it: its client
 * hydrates (rather than renders afresh) a container marked `data-server-rendered="true"`, and
 * reads the build hash from `window.__VITE_REACT_SSG_HASH__` to find the loader-data manifest.
 */
export function ssgRootMarkup(appHtml: string, buildHash: string): string {
  return `<div id="root" data-server-rendered="true">${appHtml}</div>\n<script>window.__VITE_REACT_SSG_HASH__ = '${buildHash}'</script>`
}

/**
 * Whether a Vite manifest key is the module vite-react-ssg's client imports dynamically at start-up
 * (react-dom/client, for hydrateRoot): the page preloads it rather than wait for the entry to ask.
 */
export const isSsgStartupImport = (manifestKey: string): boolean => manifestKey.endsWith('react-dom/client.js')
