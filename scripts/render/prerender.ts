/**
 * The build's first two phases: bundles the app for the browser and for Node with Vite (in a
 * process of its own, scripts/render/bundle.ts), then renders every path of the route table to
 * dist/<path>/index.html (scripts/render/renderPages.ts) and writes the build manifest
 * (scripts/shared/buildManifest.ts) the later phases read. A small site renders in this process,
 * loading the app while the browser's bundle is finished; a large one on one thread per 400
 * pages, up to one per core (scripts/render/prerenderWorker.ts). Aliases are written as copies of
 * their page, all but one of each definition and language, which is rendered and compared
 * (scripts/render/aliasPages.ts).
 *
 * This is `vite-react-ssg build` without its per-page work this site throws away: it parsed
 * every finished page with JSDOM to insert a modulepreload link for every module reachable
 * through dynamic imports (scripts/render/finalizeHtml.ts writes the page's own module list
 * instead), tracked modules through an extra transform of every source file, and wrote an empty
 * loader-data file per page. The runtime side of vite-react-ssg (ViteReactSSG, <Head>,
 * hydration) is unchanged.
 *
 * React picks its production or development build when first loaded: scripts/build.ts sets
 * NODE_ENV=production before anything loads it (development renders twice as slowly).
 */
import { fork } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { buildError, PrerenderNotProduction } from '../../src/errors/buildErrors'
import { keyUsage } from '../../src/i18n/keyUsage'
import { prerenderPaths, type RouteEntry } from '../../src/routing/routeTable'
import { routeEntries } from '../content/routeEntries'
import { writeBuildManifest, type BuildManifest } from '../shared/buildManifest'
import { ExpectedBuildFailure, expectedFailureExitCode } from '../shared/expectedFailure'
import { bundledScript, threadExecArgv } from '../shared/bundledScript'
import { distDir, projectRoot, serverBundleDir } from '../shared/projectPaths'
import { tenthsCounter } from '../shared/tenthsCounter'
import { cpuMsSince, monotonicMs } from '../shared/timing'
import { planAliasCopies, writeAliasCopies } from './aliasPages'
import type { BundlePhases } from './bundle'
import { pageFinishing } from './finalizeHtml'
import { writeKeyUsageReport } from './keyUsageReport'
import { renderedRoutes } from './renderedRoutes'
import { inlineScriptsOf, runsAsScript } from '../../src/hosting/inlineScripts'
import { renderPages, type RenderJob, type RenderReport } from './renderPages'
import type { RenderThreadData, RenderThreadMessage } from './prerenderWorker'
import { sourceInfo } from './sourceInfo'
import { loaderDataManifest, type PageHeadFacts, type SsgEntry } from './ssgAdapter'

/**
 * Render threads: one per 400 pages, at most one per core and four in all. A thread loads its
 * own copy of the app (about as much CPU as rendering a hundred pages), so a small site renders
 * in the build's process. At a thousand posts (5,644 pages) two threads built the site 13 % sooner
 * than the one process, validation head start included (bench:scale, back to back).
 * PRERENDER_THREADS overrides.
 */
function threadsFor(pages: number): number {
  const chosen = Number(process.env.PRERENDER_THREADS) || Math.min(Math.ceil(pages / 400), availableParallelism(), 4)
  return Math.max(1, chosen)
}

/**
 * Builds the bundles in a child process, which ends when they are written and gives its memory
 * back; resolves with its phases, and calls `serverBundleWritten` as soon as the server bundle is.
 */
function bundled(serverBundleWritten: () => void): Promise<BundlePhases> {
  return new Promise((resolve, reject) => {
    let phases: BundlePhases | undefined
    const profileDir = process.env.BUILD_CPU_PROF_DIR
    const child = fork(join(import.meta.dirname, 'bundle.ts'), {
      stdio: 'inherit',
      execArgv: [...process.execArgv, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    })
    // Should the build fail first, the bundles are of no use.
    const stop = () => child.kill()
    process.once('exit', stop)
    child.once('exit', () => process.off('exit', stop))
    child.on('message', (message: { bundlePhases?: BundlePhases; serverBundleWritten?: true }) => {
      if (message.serverBundleWritten) serverBundleWritten()
      phases = message.bundlePhases ?? phases
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === expectedFailureExitCode) reject(new ExpectedBuildFailure('The build stopped at the problem above.'))
      else if (code !== 0)
        reject(new Error(`Bundling the app (scripts/render/bundle.ts) failed: it exited with ${code ?? signal}.`))
      else if (!phases)
        reject(new Error('Bundling the app (scripts/render/bundle.ts) ended without reporting its phases.'))
      else resolve(phases)
    })
  })
}

/**
 * Renders `job` on a thread of its own; the thread loads the app from the moment it starts, and
 * says each page it has written (`pageRendered`).
 */
function renderThread(
  workerFile: string,
  serverEntry: string,
  pageRendered: () => void,
): (job: RenderJob) => Promise<RenderReport> {
  const worker = new Worker(workerFile, {
    workerData: { serverEntry } satisfies RenderThreadData,
    execArgv: threadExecArgv(),
  })
  const report = new Promise<RenderReport>((resolve, reject) => {
    worker.on('message', (message: RenderThreadMessage) =>
      'pageRendered' in message ? pageRendered() : resolve(message),
    )
    worker.once('error', reject)
    worker.once('exit', (code) =>
      code === 0 ? undefined : reject(new Error(`A render thread stopped with exit code ${code}.`)),
    )
  })
  // Given its pages or not, a thread that fails is reported once, when its report is awaited.
  report.catch(() => {})
  return (job) => {
    worker.postMessage(job)
    return report
  }
}

/** When each phase of the prerender ran, in monotonicMs, and what it did. */
export interface PrerenderPhases extends BundlePhases {
  renderStart: number
  renderEnd: number
  /** Pages rendered by React. */
  renderedPages: number
  /** Alias pages written as copies of their rendered page, not rendered. */
  copiedPages: number
  /** CPU time of the render (every thread of this process), steadier than wall time on a shared machine. */
  renderCpuMs: number
  threads: number
}

export interface PrerenderOptions {
  /**
   * Given the route table when a small site starts rendering in this process (the other cores are
   * free), answers what to tell of each page as it is written (relative to dist/).
   */
  whileRendering?: (entries: readonly RouteEntry[]) => (file: string) => void
}

export async function prerender({
  whileRendering,
}: PrerenderOptions = {}): Promise<{ manifest: BuildManifest; phases: PrerenderPhases }> {
  if (process.env.NODE_ENV !== 'production') throw buildError(PrerenderNotProduction, { nodeEnv: process.env.NODE_ENV })
  let serverBundleWritten!: () => void
  const serverBundle = new Promise<void>((resolve) => (serverBundleWritten = resolve))
  const bundles = bundled(serverBundleWritten)
  const serverEntry = join(serverBundleDir, 'main.mjs')
  // Loaded as soon as it is written, while the browser's bundle is finished (a second longer).
  const app = serverBundle.then(async () => (await import(pathToFileURL(serverEntry).href)) as SsgEntry)
  app.catch(() => {})
  const bundlePhases = await bundles
  // Exactly the manifest's pages, aliases and not-found pages, with the published posts on disk;
  // the blog is read after the bundles, whose plugin read it first (scripts/content/buildSnapshot.ts).
  const entries = routeEntries()
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
  const buildHash = createHash('sha256')
    .update(await readFile(join(distDir, '.vite', 'manifest.json')))
    .digest('hex')
    .slice(0, 10)
  const threads = threadsFor(paths.length)
  const job = (share: readonly string[]): RenderJob => ({
    paths: share,
    template,
    buildHash,
    outDir: distDir,
    finishing,
  })

  const renderStart = monotonicMs()
  const renderCpu = process.cpuUsage()
  const pageWritten = threads === 1 && availableParallelism() > 1 ? whileRendering?.(entries) : undefined
  // The render's counter (review DV-7: the render was the build's longest silence).
  const pageRendered = tenthsCounter(paths.length, (done) => console.log(`[prerender] render ${done}/${paths.length}`))
  const reports =
    threads === 1
      ? [
          await renderPages(await app, job(paths), (file) => {
            pageWritten?.(file)
            pageRendered()
          }),
        ]
      : // Each thread takes every n-th path.
        await (async () => {
          // A thread runs plain JavaScript: Node 20 does not give a Worker the tsx loader of its process.
          const workerFile = await bundledScript(join(import.meta.dirname, 'prerenderWorker.ts'), 'prerenderWorker')
          return Promise.all(
            Array.from({ length: threads }, (_, index) =>
              renderThread(workerFile, serverEntry, pageRendered)(job(paths.filter((_, i) => i % threads === index))),
            ),
          )
        })()
  const heads = new Map<string, PageHeadFacts>()
  for (const report of reports) {
    for (const [path, head] of Object.entries(report.heads)) heads.set(path, head)
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
  await writeKeyUsageReport()
  // The shell's one inline script is the boot script (scripts/plugins/bootScriptPlugin.ts puts it there).
  const manifest = renderedRoutes(entries, heads, inlineScriptsOf(template).find(runsAsScript)?.text ?? null)
  writeBuildManifest(manifest)
  console.log(
    `[prerender] ${paths.length} pages ${threads > 1 ? `on ${threads} threads` : 'in the build process'} in ${((renderEnd - renderStart) / 1000).toFixed(1)} s (${((renderEnd - renderStart) / paths.length).toFixed(1)} ms/page, CPU ${(renderCpuMs / paths.length).toFixed(1)} ms/page)` +
      `, ${copiedPaths.size} aliases copied from their page (${aliasPlan.rendered.length} rendered and compared with their copy)`,
  )
  return {
    manifest,
    phases: {
      ...bundlePhases,
      renderStart,
      renderEnd,
      renderedPages: paths.length,
      copiedPages: copiedPaths.size,
      renderCpuMs,
      threads,
    },
  }
}
