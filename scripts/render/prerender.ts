/**
 * Prerenders every route: bundles the app for the browser and for Node with Vite (in a process of
 * its own, scripts/render/bundle.ts), then renders each path of the manifest to
 * dist/<path>/index.html on one thread per 400 pages, up to one per core
 * (scripts/render/prerenderWorker.ts, scripts/render/renderPage.ts; the first thread starts when
 * the server bundle is written and loads the app while the browser's bundle is finished, so the
 * render's time and CPU leave that loading out), finishing each page
 * (scripts/render/finalizeHtml.ts: its own module list, charset first, font preload) before it is
 * written, so dist/ is written once. Aliases are written as copies of their page, all but one of
 * each definition and language, which is rendered and compared (scripts/render/aliasPages.ts).
 *
 * This is `vite-react-ssg build` without its per-page work this site throws away: it parsed
 * every finished page with JSDOM to insert a modulepreload link for every module reachable
 * through dynamic imports (the cost of a page grew with the number of pages, and
 * scripts/render/finalizeHtml.ts removed the links again to write the page's own module list), tracked
 * modules through an extra transform of every source file, and wrote an empty loader-data file
 * per page. The runtime side of vite-react-ssg (ViteReactSSG, <Head>, hydration) is unchanged.
 *
 * Runs with NODE_ENV=production in its environment (scripts/build.ts), so React's production
 * server renderer is the one loaded.
 */
import { fork } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { keyUsage } from '../../src/i18n/keyUsage'
import { planAliasCopies, writeAliasCopies } from './aliasPages'
import { buildPhasesFile, cpuMsSince, monotonicMs, type BuildPhases, type BundlePhases } from './buildPhases'
import { pageFinishing } from './finalizeHtml'
import { sourceInfo } from './sourceInfo'
import { loaderDataManifest } from './ssgAdapter'
import { writeKeyUsageReport } from './keyUsageReport'
import type { RenderJob, RenderReport, RenderThreadData, RenderThreadMessage } from './prerenderWorker'
import type { PrerenderMessage } from './buildMessages'
import { prerenderPaths } from '../../src/routing/routeTable'
import { routeEntries } from '../content/routeEntries'
import { distDir, projectRoot, serverBundleDir } from '../shared/projectPaths'
import { buildError, PrerenderNotProduction } from '../../src/errors/buildErrors'
import { bundledScript, processExecArgv, threadExecArgv } from '../shared/bundledScript'

/**
 * Render threads: one per 400 pages, at most one per core and four in all. Each thread first
 * loads its own copy of the app (about as much CPU as rendering a hundred pages), so a small
 * site renders faster on one. PRERENDER_THREADS overrides.
 */
function threadsFor(pages: number): number {
  const chosen = Number(process.env.PRERENDER_THREADS) || Math.min(Math.ceil(pages / 400), availableParallelism(), 4)
  return Math.max(1, chosen)
}

if (process.env.NODE_ENV !== 'production') {
  throw buildError(PrerenderNotProduction, { nodeEnv: process.env.NODE_ENV })
}

/** A render thread, loading the app from the moment it starts; given its pages, it says each one written and answers what it rendered. */
interface RenderThread {
  /** Renders `job`'s pages; with `pageWritten`, the thread says each one as it is written. */
  render(job: Omit<RenderJob, 'sayWritten'>, pageWritten?: (file: string) => void): Promise<RenderReport>
}

function startRenderThread(workerFile: string, serverEntry: string): RenderThread {
  const worker = new Worker(workerFile, { workerData: { serverEntry } satisfies RenderThreadData, execArgv: threadExecArgv() })
  let pageWritten = (_file: string) => {}
  const report = new Promise<RenderReport>((resolve, reject) => {
    worker.on('message', (message: RenderThreadMessage) => ('written' in message ? pageWritten(message.written) : resolve(message.report)))
    worker.once('error', reject)
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`A render thread stopped with exit code ${code}.`))))
  })
  // Given its pages or not, a thread that fails is reported once, through render().
  report.catch(() => {})
  return {
    render(job, onPageWritten) {
      if (onPageWritten) pageWritten = onPageWritten
      worker.postMessage({ ...job, sayWritten: Boolean(onPageWritten) } satisfies RenderJob)
      return report
    },
  }
}

/**
 * Builds the bundles in a child process (scripts/render/bundle.ts), which ends when they are
 * written and gives its memory back; resolves with its phases, and calls `serverBundleWritten`
 * as soon as the server bundle is written.
 */
async function bundled(serverBundleWritten: () => void): Promise<BundlePhases> {
  const script = await bundledScript(join(import.meta.dirname, 'bundle.ts'), 'bundle')
  return new Promise((resolve, reject) => {
    let phases: BundlePhases | undefined
    const child = fork(script, { execArgv: processExecArgv(), stdio: 'inherit' })
    // Should this process fail first, the bundles are of no use.
    const stop = () => child.kill()
    process.once('exit', stop)
    child.once('exit', () => process.off('exit', stop))
    child.on('message', (message: { bundlePhases?: BundlePhases; serverBundleWritten?: true }) => {
      if (message.serverBundleWritten) serverBundleWritten()
      phases = message.bundlePhases ?? phases
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code !== 0) reject(new Error(`Bundling the app (scripts/render/bundle.ts) failed: it exited with ${code ?? signal}.`))
      else if (!phases) reject(new Error('Bundling the app (scripts/render/bundle.ts) ended without reporting its phases.'))
      else resolve(phases)
    })
  })
}

let serverBundleWritten!: () => void
const serverBundle = new Promise<void>((resolve) => (serverBundleWritten = resolve))
const bundles = bundled(serverBundleWritten)
// Ready while the bundles are built. The blog is read after them: the client bundle reads it
// first, and this process then reuses that reading (scripts/content/buildSnapshot.ts).
const workerFile = bundledScript(join(import.meta.dirname, 'prerenderWorker.ts'), 'prerenderWorker')
const serverEntry = join(serverBundleDir, 'main.mjs')
// Every site renders on one thread at least: it loads the app (half a second for today's site) while
// the browser's bundle is finished, which takes a second longer than the server's.
const firstThread = Promise.all([workerFile, serverBundle]).then(([file]) => startRenderThread(file, serverEntry))
const { clientStart, clientEnd, serverEnd, clientCpuMs, serverCpuMs } = await bundles
// Exactly the manifest's pages, aliases and not-found pages, with the published posts on disk.
const entries = routeEntries()
// Most aliases are copies of their page, written once the pages are (scripts/render/aliasPages.ts).
const aliasPlan = planAliasCopies(entries)
const copiedPaths = new Set(aliasPlan.copied.map(({ alias }) => alias.path))
const paths = prerenderPaths(entries).filter((path) => !copiedPaths.has(path))
const { sourceDate } = sourceInfo(projectRoot)
const finishing = pageFinishing(distDir, entries, sourceDate === 'unknown' ? 0 : Date.parse(sourceDate))
const templateFile = join(distDir, 'index.html')
const template = await readFile(templateFile, 'utf8')
await rm(templateFile)
// Derived from the client bundle, not random: the same sources build the same pages, byte for byte,
// so later steps can tell what did not change (the valid-HTML cache of dist-check).
const buildHash = createHash('sha256').update(await readFile(join(distDir, '.vite', 'manifest.json'))).digest('hex').slice(0, 10)
const renderWorkerFile = await workerFile
const threads = threadsFor(paths.length)
// On a core the render leaves free, each page gets its social card and joins the search index
// as soon as it is written (scripts/hosting/steps.ts); with every core rendering, that waits.
const pagesAsWritten = threads < availableParallelism()
const renderStart = monotonicMs()
// scripts/build.ts starts the hosting steps' process now, to load while the pages render.
process.send?.({ rendering: { pagesAsWritten } } satisfies PrerenderMessage)
// With every core rendering, nobody handles a page before all are written: the threads do not say them.
const pageWritten = pagesAsWritten ? (file: string) => process.send?.({ written: file } satisfies PrerenderMessage) : undefined
const renderCpu = process.cpuUsage()
const renderThreads = [await firstThread, ...Array.from({ length: threads - 1 }, () => startRenderThread(renderWorkerFile, serverEntry))]
// Each thread takes every n-th path.
const reports = await Promise.all(renderThreads.map((thread, index) => thread.render({ paths: paths.filter((_, i) => i % threads === index), template, buildHash, outDir: distDir, finishing }, pageWritten)))
for (const report of reports) {
  report.used.forEach((key) => keyUsage().used.add(key))
  report.missing.forEach((key) => keyUsage().missing.add(key))
  keyUsage().variants ??= report.variants
}
writeAliasCopies(distDir, aliasPlan)
// vite-react-ssg's client fetches this on its first client-side navigation (scripts/render/ssgAdapter.ts).
const loaderData = loaderDataManifest(buildHash)
await writeFile(join(distDir, loaderData.file), loaderData.contents)
const renderEnd = monotonicMs()
const renderCpuMs = cpuMsSince(renderCpu)
await rm(serverBundleDir, { recursive: true, force: true })
await rm(renderWorkerFile, { force: true })
await writeKeyUsageReport()

const phases: BuildPhases = { clientStart, clientEnd, serverStart: clientStart, serverEnd, renderStart, renderEnd, renderedPages: paths.length, copiedPages: copiedPaths.size, clientCpuMs, serverCpuMs, renderCpuMs }
await mkdir(dirname(buildPhasesFile), { recursive: true })
await writeFile(buildPhasesFile, `${JSON.stringify(phases, null, 2)}\n`)
console.log(
  `[prerender] ${paths.length} pages on ${threads} thread${threads > 1 ? 's' : ''} in ${((renderEnd - renderStart) / 1000).toFixed(1)} s (${((renderEnd - renderStart) / paths.length).toFixed(1)} ms/page, CPU ${(renderCpuMs / paths.length).toFixed(1)} ms/page)` +
    `, ${copiedPaths.size} aliases copied from their page (${aliasPlan.rendered.length} rendered and compared with their copy)`,
)
// Vite and the app may leave handles open (watchers, timers); the work is done.
process.exit(0)
