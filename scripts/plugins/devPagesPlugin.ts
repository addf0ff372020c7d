/**
 * Development only (`npm run dev`): renders every page on request the way the prerender renders
 * it (scripts/render/renderPage.ts, through the app's vite-react-ssg entry loaded by Vite), so the
 * dev server answers with the page's full HTML, which the app then hydrates with hot reload. Each
 * request loads the entry afresh from Vite's module graph, so an edited component, locale file or
 * post shows on the next request without a restart.
 *
 * While content is invalid (scripts/plugins/devProblems.ts) the pages it concerns (every page, or a
 * bad post's own page) answer with Vite's error overlay carrying the build's own message, and
 * reload themselves once it is fixed; every other page renders with the problem in a notice at its
 * top, beside what the content rules find in the page's own sources (scripts/plugins/devContentNotice.ts).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Connect, EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite'
import { renderPage } from '../render/renderPage'
import type { SsgEntry } from '../render/ssgAdapter'
import { keyUsage } from '../../src/i18n/keyUsage'
import { languageOfPath } from '../../src/routing/localizedPath'
import { asyncMiddleware } from './asyncMiddleware'
import { contentNotice, missingKeyFindings, pageSourceFindings, terminalLines } from './devContentNotice'
import { devProblemsKeeper, devProblemsOf, devProblemsPluginName, overlayPayload, type DevProblem } from './devProblems'

const appEntry = '/src/main.tsx'

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * A page that is only the error: the text for anyone reading the response (curl, a test), and
 * Vite's overlay for the browser. Vite's client stays connected, so the page reloads when fixed.
 */
export function problemPage(heading: string, errors: readonly DevProblem[]): string {
  // JSON in a module script: "<" is escaped so no text can close the script element.
  const payloads = JSON.stringify(errors.map(({ source, error }) => overlayPayload(error, source))).replace(
    /</g,
    '\\u003c',
  )
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Content error</title>
<script type="module">
import { ErrorOverlay } from '/@vite/client'
const [first] = ${payloads}
document.body.appendChild(new ErrorOverlay(first))
</script>
</head>
<body><h1>${escapeHtml(heading)}</h1>
${errors.map(({ source, error }) => `<pre>[${escapeHtml(source)}] ${escapeHtml(error.message)}</pre>`).join('\n')}
</body>
</html>`
}

/** Page addresses have no file extension; anything else the dev server has not served is not a page. */
const isPageRequest = (request: Connect.IncomingMessage, pathname: string) =>
  (request.method === 'GET' || request.method === 'HEAD') && !/\.[A-Za-z0-9]+$/.test(pathname)

/**
 * The stylesheets the app imports, as <link> tags: in development Vite injects CSS from
 * JavaScript, so without them the page would show unstyled until the app has loaded.
 */
function stylesheetLinks(server: ViteDevServer): string {
  const sheets = new Set<string>()
  const seen = new Set<EnvironmentModuleNode>()
  const visit = (node: EnvironmentModuleNode | undefined) => {
    if (!node || seen.has(node)) return
    seen.add(node)
    // A stylesheet comes compiled with what it imports (Tailwind): its own imports are not pages' sheets.
    if (/\.css$/.test(node.url)) sheets.add(node.url)
    else node.importedModules.forEach(visit)
  }
  visit(server.environments.ssr.moduleGraph.urlToModuleMap.get(appEntry))
  return [...sheets].map((href) => `<link rel="stylesheet" href="${href}">`).join('')
}

async function renderRequest(server: ViteDevServer, url: string, pathname: string): Promise<string> {
  const template = await server.transformIndexHtml(url, await readFile(join(server.config.root, 'index.html'), 'utf8'))
  const { createRoot } = (await server.ssrLoadModule(appEntry)) as SsgEntry
  // No build hash in development: vite-react-ssg's client asks for static loader data only when routes have loaders.
  const { html } = await renderPage(await createRoot(false, pathname), pathname, template, 'dev')
  return html.replace('</head>', () => `${stylesheetLinks(server)}</head>`)
}

export function devPagesPlugin(): Plugin {
  return {
    name: devProblemsPluginName,
    apply: 'serve',
    api: devProblemsKeeper(),
    // The pages are answered here, not by Vite's single-page fallback to index.html.
    config: () => ({ appType: 'custom' }),
    configureServer(server) {
      const problems = devProblemsOf(server)
      /** What the terminal has said about content this run: each finding once, not on every request. */
      const printed = new Set<string>()
      // Returned, so it runs after Vite's own middlewares have served modules, assets and public files.
      return () => {
        server.middlewares.use(
          asyncMiddleware(async (request, response, next) => {
            const url = request.originalUrl ?? request.url ?? '/'
            const pathname = decodeURIComponent(url.split('?')[0]!)
            if (!isPageRequest(request, pathname)) return next()
            const send = (status: number, html: string) => {
              response.statusCode = status
              response.setHeader('Content-Type', 'text/html; charset=utf-8')
              response.setHeader('Cache-Control', 'no-store')
              response.end(html)
            }
            const current = problems.current()
            // A problem takes down the pages in its scope (a bad post: its own page), or every page.
            const blocking = current.filter((problem) => !problem.scope || problem.scope(pathname))
            if (blocking.length > 0)
              return send(500, problemPage('The content has a problem the build would stop at', blocking))
            try {
              // ---- The content rules on the page being viewed (issue 41; scripts/plugins/devContentNotice.ts) ----
              const missing = keyUsage().missing
              missing.clear()
              const html = await renderRequest(server, url, pathname)
              const found = [...pageSourceFindings(server.config.root, pathname), ...missingKeyFindings(missing)]
              for (const line of terminalLines(found)) {
                if (printed.has(line)) continue
                printed.add(line)
                server.config.logger.warn(`[content] ${line}`, { timestamp: true })
              }
              const others = current.filter((problem) => !blocking.includes(problem))
              const notice = contentNotice(found, others, languageOfPath(pathname))
              send(200, notice ? html.replace(/<body[^>]*>/, (body) => `${body}${notice}`) : html)
              // ---- end ----
            } catch (error) {
              const failure = error instanceof Error ? error : new Error(String(error))
              server.ssrFixStacktrace(failure)
              server.config.logger.error(`[dev] ${pathname}: ${failure.stack ?? failure.message}`, { timestamp: true })
              send(500, problemPage(`${pathname} could not be rendered`, [{ source: 'render', error: failure }]))
            }
          }),
        )
      }
    },
  }
}
