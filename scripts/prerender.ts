/**
 * Prerenders every route: bundles the app for the browser and for Node with Vite, then renders
 * each path of the manifest to dist/<path>/index.html (scripts/renderPage.ts).
 *
 * This is `vite-react-ssg build` without its per-page work this site throws away: it parsed
 * every finished page with JSDOM to insert a modulepreload link for every module reachable
 * through dynamic imports (the cost of a page grew with the number of pages, and
 * scripts/finalizeHtml.ts removed the links again to write the page's own module list), tracked
 * modules through an extra transform of every source file, and wrote an empty loader-data file
 * per page. The runtime side of vite-react-ssg (ViteReactSSG, <Head>, hydration) is unchanged.
 *
 * Runs with NODE_ENV=production in its environment (scripts/build.ts), so React's production
 * server renderer is the one loaded.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import type { ViteReactSSGContext } from 'vite-react-ssg'
import { buildPhasesFile, monotonicMs, type BuildPhases } from './buildPhases'
import { writeKeyUsageReport } from './keyUsageReport'
import { renderPage } from './renderPage'
import { distDir, projectRoot } from './routeEntries'

interface ServerEntry {
  createRoot(client: false, routePath?: string): Promise<ViteReactSSGContext>
  includedRoutes(): Promise<string[]>
}

/** Pages rendered at once: rendering is synchronous, but each page first awaits its lazy modules and data. */
const concurrency = 8
const serverOutDir = join(projectRoot, '.tmp', 'prerender')

if (process.env.NODE_ENV !== 'production') {
  throw new Error(`The prerender needs NODE_ENV=production in its environment (it is "${process.env.NODE_ENV}"), or React renders with its development build. Run it through npm run build.`)
}

/** dist/<path>/index.html, the nested layout every static host serves without rewrites. */
function outputFile(path: string): string {
  return join(distDir, path.replace(/^\//, ''), 'index.html')
}

async function renderAll(entry: ServerEntry, paths: readonly string[], template: string, buildHash: string): Promise<void> {
  const queue = [...paths]
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        const html = await renderPage(await entry.createRoot(false, path), path, template, buildHash)
        await mkdir(dirname(outputFile(path)), { recursive: true })
        await writeFile(outputFile(path), html)
      } catch (error) {
        throw new Error(`Prerendering ${path} failed: ${(error as Error).message}`, { cause: error })
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}

const mode = process.env.MODE ?? 'production'
const clientStart = monotonicMs()
await build({ mode, build: { manifest: true, rolldownOptions: { input: { app: join(projectRoot, 'index.html') } } } })
const clientEnd = monotonicMs()
await build({
  mode,
  build: { ssr: join(projectRoot, 'src', 'main.tsx'), outDir: serverOutDir, emptyOutDir: true, minify: false, cssCodeSplit: false, rolldownOptions: { output: { entryFileNames: '[name].mjs', format: 'esm' } } },
})
const serverEnd = monotonicMs()

const entry = (await import(pathToFileURL(join(serverOutDir, 'main.mjs')).href)) as ServerEntry
const paths = [...new Set(await entry.includedRoutes())]
const templateFile = join(distDir, 'index.html')
const template = await readFile(templateFile, 'utf8')
await rm(templateFile)
const buildHash = randomBytes(5).toString('hex')
const renderStart = monotonicMs()
const renderCpu = process.cpuUsage()
await renderAll(entry, paths, template, buildHash)
// vite-react-ssg's client fetches this on its first client-side navigation; no route has a loader.
await writeFile(join(distDir, `static-loader-data-manifest-${buildHash}.json`), '{}')
const renderEnd = monotonicMs()
const { user, system } = process.cpuUsage(renderCpu)
const renderCpuMs = (user + system) / 1000
await rm(serverOutDir, { recursive: true, force: true })
await writeKeyUsageReport()

const phases: BuildPhases = { clientStart, clientEnd, serverStart: clientEnd, serverEnd, renderStart, renderEnd, renderedPages: paths.length, renderCpuMs }
await mkdir(dirname(buildPhasesFile), { recursive: true })
await writeFile(buildPhasesFile, `${JSON.stringify(phases, null, 2)}\n`)
console.log(`[prerender] ${paths.length} pages in ${((renderEnd - renderStart) / 1000).toFixed(1)} s (${((renderEnd - renderStart) / paths.length).toFixed(1)} ms/page, CPU ${(renderCpuMs / paths.length).toFixed(1)} ms/page)`)
// Vite and the app may leave handles open (watchers, timers); the work is done.
process.exit(0)
