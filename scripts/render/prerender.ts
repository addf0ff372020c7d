/**
 * The build's first two phases: bundles the app for the browser and for Node with Vite
 * (scripts/render/bundle.ts), then renders every path of the route table to
 * dist/<path>/index.html (scripts/render/renderPages.ts) and writes the build manifest
 * (scripts/shared/buildManifest.ts) the later phases read. Pages are rendered on render threads
 * (scripts/render/prerenderWorker.ts), one per core up to four, whatever the size of the site: the
 * render a large blog's build runs is the one the test build runs. Each thread loads the app as
 * soon as its bundle is written, while the browser's bundle is finished. Aliases are written
 * as copies of their page, all but one of each definition and language, which is rendered and compared
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
import { Worker } from 'node:worker_threads'
import { buildError, PrerenderNotProduction } from '../../src/errors/buildErrors'
import { prerenderPaths } from '../../src/routing/routeTable'
import { routeEntries } from '../content/routeEntries'
import { writeBuildManifest, type BuildManifest } from '../shared/buildManifest'
import { distDir, projectRoot, serverBundleDir } from '../shared/projectPaths'
import { ExpectedBuildFailure, expectedFailureExitCode } from '../shared/expectedFailure'
import { tenthsCounter } from '../shared/tenthsCounter'
import { cpuMsSince, monotonicMs } from '../shared/timing'
import { planAliasCopies, writeAliasCopies } from './aliasPages'
import type { BundlePhases } from './bundle'
import type { BundleProcessMessage } from './bundleProcess'
import { pageFinishing } from './finalizeHtml'
import { writeKeyUsageReport } from './keyUsageReport'
import { renderedRoutes } from './renderedRoutes'
import { inlineScriptsOf, runsAsScript } from '../../src/hosting/inlineScripts'
import type { RenderJob, RenderReport } from './renderPages'
import type { RenderThreadData, RenderThreadMessage } from './prerenderWorker'
import { bundledScript, threadExecArgv } from '../shared/bundledScript'
import { keyUsage } from '../../src/i18n/keyUsage'
import { sourceInfo } from './sourceInfo'
import { loaderDataManifest, type PageHeadFacts } from './ssgAdapter'

/**
 * Render threads: one per core, up to four (PRERENDER_THREADS overrides), at any size of the site,
 * so the test build renders as a large blog's build does. At 200 posts (1,329 pages, bench:scale)
 * the whole build took 86.9 s on two threads, 104.4 s rendering in the build's process.
 */
function renderThreadCount(): number {
  return Math.max(1, Number(process.env.PRERENDER_THREADS) || Math.min(availableParallelism(), 4))
}

/**
 * Builds the bundles in a process of its own (scripts/render/bundleProcess.ts says why), which
 * ends when they are written; resolves with its phases, and calls `serverBundleWritten` as soon as
 * the server bundle is.
 */
function bundled(serverBundleWritten: () => void): Promise<BundlePhases> {
  return new Promise((resolve, reject) => {
    let phases: BundlePhases | undefined
    const child = fork(join(import.meta.dirname, 'bundleProcess.ts'), { stdio: 'inherit' })
    // Should the build fail first, the bundles are of no use.
    const stop = () => child.kill()
    process.once('exit', stop)
    child.once('exit', () => process.off('exit', stop))
    child.on('message', (message: BundleProcessMessage) => {
      if ('serverBundleWritten' in message) serverBundleWritten()
      else phases = message.bundlePhases
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === expectedFailureExitCode) reject(new ExpectedBuildFailure('The build stopped at the problem above.'))
      else if (code !== 0)
        reject(
          new Error(`Bundling the app (scripts/render/bundleProcess.ts) failed: it exited with ${code ?? signal}.`),
        )
      else if (!phases)
        reject(new Error('Bundling the app (scripts/render/bundleProcess.ts) ended without reporting its phases.'))
      else resolve(phases)
    })
  })
}

/**
 * A render thread, started on the server bundle at once so that it loads the app while the browser's
 * bundle is finished; it is given its pages later (`render`), and says each page it has written.
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

export async function prerender(): Promise<{ manifest: BuildManifest; phases: PrerenderPhases }> {
  if (process.env.NODE_ENV !== 'production') throw buildError(PrerenderNotProduction, { nodeEnv: process.env.NODE_ENV })
  let serverBundleWritten!: () => void
  const serverBundle = new Promise<void>((resolve) => (serverBundleWritten = resolve))
  const bundles = bundled(serverBundleWritten)
  // A thread runs plain JavaScript: Node 20 does not give a Worker the tsx loader of its process.
  const workerFile = bundledScript(join(import.meta.dirname, 'prerenderWorker.ts'), 'prerenderWorker')
  let pageRendered = () => {}
  const threads = Promise.all([workerFile, serverBundle]).then(([file]) =>
    Array.from({ length: renderThreadCount() }, () =>
      renderThread(file, join(serverBundleDir, 'main.mjs'), () => pageRendered()),
    ),
  )
  threads.catch(() => {})
  const bundlePhases = await bundles
  // Exactly the manifest's pages, aliases and not-found pages, with the published posts on disk;
  // read once for the render, the hosting files and the checks (scripts/content/buildSnapshot.ts).
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
  const renderStart = monotonicMs()
  const renderCpu = process.cpuUsage()
  // The render's counter (review DV-7: the render was the build's longest silence).
  pageRendered = tenthsCounter(paths.length, (done) => console.log(`[prerender] render ${done}/${paths.length}`))
  const started = await threads
  // Each thread takes every n-th path.
  const reports = await Promise.all(
    started.map((render, index) =>
      render({
        paths: paths.filter((_, i) => i % started.length === index),
        template,
        buildHash,
        outDir: distDir,
        finishing,
      }),
    ),
  )
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
    `[prerender] ${paths.length} pages on ${started.length} render thread${started.length > 1 ? 's' : ''} in ${((renderEnd - renderStart) / 1000).toFixed(1)} s (${((renderEnd - renderStart) / paths.length).toFixed(1)} ms/page, CPU ${(renderCpuMs / paths.length).toFixed(1)} ms/page)` +
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
      threads: started.length,
    },
  }
}
