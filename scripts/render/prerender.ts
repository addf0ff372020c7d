/**
 * The build's first phase is `vite-react-ssg build`, called through its documented API (`build`
 * of 'vite-react-ssg/node') and configured through its options and hooks:
 * - it bundles the app for the browser (dist/) and for Node, with vite.config.ts;
 * - it renders exactly the paths the route table lists (`includedRoutes`: pages, one alias of
 *   each definition and language, the not-found pages) to dist/<path>/index.html (`dirStyle: 'nested'`);
 * - `onPageRendered` finishes each page before it is written (scripts/render/finalizeHtml.ts) and
 *   notes what its head says, for the build manifest (scripts/shared/buildManifest.ts);
 * - `onFinished` writes the other aliases as copies of their page (scripts/render/aliasPages.ts)
 *   and the manifest, and hands them to the caller (scripts/build.ts), whose hosting files and
 *   checks run inside it: vite-react-ssg ends the process 15 s after onFinished has returned.
 *
 * React picks its production or development build when first loaded: scripts/build.ts sets
 * NODE_ENV=production before anything loads it (development renders twice as slowly).
 */
import type { Plugin } from 'vite'
import { build } from 'vite-react-ssg/node'
import { buildError, buildErrorIn, PrerenderNotProduction } from '../../src/errors/buildErrors'
import { inlineScriptsOf, runsAsScript } from '../../src/hosting/inlineScripts'
import { pageFileOf, prerenderPaths } from '../../src/routing/routeTable'
import { routeEntries } from '../content/routeEntries'
import { writeBuildManifest, type BuildManifest, type BuiltRoute } from '../shared/buildManifest'
import { buildStoppedMessage, ExpectedBuildFailure } from '../shared/expectedFailure'
import { distDir, projectRoot } from '../shared/projectPaths'
import { tenthsCounter } from '../shared/tenthsCounter'
import { cpuMsSince, monotonicMs } from '../shared/timing'
import { planAliasCopies, writeAliasCopies } from './aliasPages'
import { bundleLogLevel } from './bundleLogLevel'
import { finishPage, pageFinishing, type PageFinishing } from './finalizeHtml'
import { pageHeadFactsIn, type PageHeadFacts } from './pageHeadFacts'
import { builtRoutes, renderedRoutes } from './renderedRoutes'
import { writeKeyUsageReport } from './keyUsageReport'
import { sourceInfo } from './sourceInfo'

/** When each phase of the prerender ran, in monotonicMs, and what it did. */
export interface PrerenderPhases {
  clientStart: number
  clientEnd: number
  serverEnd: number
  clientCpuMs: number
  serverCpuMs: number
  renderStart: number
  renderEnd: number
  /** Pages rendered by React. */
  renderedPages: number
  /** Alias pages written as copies of their rendered page, not rendered. */
  copiedPages: number
  /** CPU time of the render, steadier than wall time on a shared machine. */
  renderCpuMs: number
}

/**
 * The server bundle renders markup only; every page links the browser bundle's stylesheet. So its
 * stylesheets are empty, and Tailwind does not generate the site's CSS a second time.
 */
const noStylesOnServer: Plugin = {
  name: 'vaultline:no-styles-on-server',
  enforce: 'pre',
  apply: (_config, { isSsrBuild }) => Boolean(isSsrBuild),
  load: { filter: { id: /\.css$/ }, handler: () => '' },
}

/** Times the two bundles vite-react-ssg builds one after the other: the browser's, then the server's. */
function bundleClock() {
  const started = monotonicMs()
  const cpu = process.cpuUsage()
  const times = { clientStart: started, clientEnd: started, serverEnd: started, clientCpuMs: 0, serverCpuMs: 0 }
  let serverBundle = false
  const plugin: Plugin = {
    name: 'vaultline:bundle-clock',
    configResolved: (config) => void (serverBundle = Boolean(config.build.ssr)),
    closeBundle() {
      const at = monotonicMs()
      const label = serverBundle ? 'render' : 'browser'
      console.log(`[bundle] the ${label} bundle is written (${((at - started) / 1000).toFixed(1)} s)`)
      if (serverBundle) {
        times.serverEnd = at
        times.serverCpuMs = cpuMsSince(cpu) - times.clientCpuMs
      } else {
        times.clientEnd = at
        times.clientCpuMs = cpuMsSince(cpu)
      }
    },
  }
  return { plugin, times }
}

export interface PrerenderOptions {
  /** Hears each page's route as the manifest will hold it, as soon as the page is rendered (the social cards start on it). */
  pageRendered?(route: BuiltRoute): void
  /** Hears the manifest and the phases once every page is written, inside vite-react-ssg's onFinished (see above). */
  finished(manifest: BuildManifest, phases: PrerenderPhases): Promise<void>
}

export async function prerender({ finished, pageRendered: tellPage }: PrerenderOptions): Promise<void> {
  if (process.env.NODE_ENV !== 'production') throw buildError(PrerenderNotProduction, { nodeEnv: process.env.NODE_ENV })
  // Exactly the manifest's pages, aliases and not-found pages, with the published posts on disk;
  // read once for the render, the hosting files and the checks (scripts/content/buildSnapshot.ts).
  const entries = routeEntries()
  const aliasPlan = planAliasCopies(entries)
  const copiedPaths = new Set(aliasPlan.copied.map(({ alias }) => alias.path))
  const paths = prerenderPaths(entries).filter((path) => !copiedPaths.has(path))
  const { sourceDate } = sourceInfo(projectRoot)
  const heads = new Map<string, PageHeadFacts>()
  const entryOf = new Map(entries.map((entry) => [entry.path, entry]))
  const routeOf = builtRoutes(entries)
  const clock = bundleClock()
  // Worked out from the browser's bundle when the first page is rendered: vite-react-ssg has written it then.
  let render: { start: number; cpu: NodeJS.CpuUsage; finishing: PageFinishing; template: string } | undefined
  // The render's counter (review DV-7: the render was the build's longest silence).
  const pageRendered = tenthsCounter(paths.length, (done) => console.log(`[prerender] render ${done}/${paths.length}`))
  console.log('[bundle] bundling the app for the browser and for the render (BUILD_LOG_LEVEL=info lists every file)')
  await build(
    {
      entry: 'src/main.tsx',
      dirStyle: 'nested',
      includedRoutes: () => paths,
      // Critical CSS would inline a second copy of the stylesheet every page links already.
      beastiesOptions: false,
      // finalizeHtml.ts writes each page's preloads from the browser bundle's manifest (its own
      // chunk and locale files, not every page a link can lead to): the render need not track modules.
      preloadLinks: false,
      // Pages in progress at once: rendering is synchronous, but each page first awaits its data.
      concurrency: 8,
      onBeforePageRender(_path, indexHTML) {
        render ??= {
          start: monotonicMs(),
          cpu: process.cpuUsage(),
          finishing: pageFinishing(distDir, entries, sourceDate === 'unknown' ? 0 : Date.parse(sourceDate)),
          template: indexHTML,
        }
        return indexHTML
      },
      onPageRendered(path, html) {
        const head = pageHeadFactsIn(html)
        heads.set(path, head)
        const entry = entryOf.get(path)
        if (tellPage && entry) tellPage(routeOf(entry, head))
        const finishedHtml = finishPage(html, path, render!.finishing, `dist/${pageFileOf(path)}`)
        pageRendered()
        return finishedHtml
      },
      async onFinished() {
        if (!render) throw new Error('vite-react-ssg rendered no page: the route table lists none.')
        writeAliasCopies(distDir, aliasPlan)
        const renderEnd = monotonicMs()
        const renderCpuMs = cpuMsSince(render.cpu)
        await writeKeyUsageReport()
        // The shell's one inline script is the boot script (scripts/plugins/bootScriptPlugin.ts puts it there).
        const manifest = renderedRoutes(
          entries,
          heads,
          inlineScriptsOf(render.template).find(runsAsScript)?.text ?? null,
        )
        writeBuildManifest(manifest)
        console.log(
          `[prerender] ${paths.length} pages in ${((renderEnd - render.start) / 1000).toFixed(1)} s (${((renderEnd - render.start) / paths.length).toFixed(1)} ms/page, CPU ${(renderCpuMs / paths.length).toFixed(1)} ms/page)` +
            `, ${copiedPaths.size} aliases copied from their page (${aliasPlan.rendered.length} rendered and compared with their copy)`,
        )
        await finished(manifest, {
          ...clock.times,
          renderStart: render.start,
          renderEnd,
          renderedPages: paths.length,
          copiedPages: copiedPaths.size,
          renderCpuMs,
        })
      },
    },
    {
      root: projectRoot,
      // Vite runs vite.config.ts through its module runner, as Node would load it: its imports
      // need no file extension ('native' would want one on each).
      configLoader: 'runner',
      logLevel: bundleLogLevel(process.env),
      // Vite gzips every chunk of both bundles to print its size: figures `npm run budgets` measures.
      build: { reportCompressedSize: false },
      plugins: [noStylesOnServer, clock.plugin],
    },
  ).catch((error: unknown) => {
    // A problem in content or a setting that the error catalogue words (a bad post, a locale file)
    // is printed alone, without a stack (review DV-5).
    const expected = buildErrorIn(error)
    if (!expected) throw error
    console.error(`\n${expected.message}\n`)
    throw new ExpectedBuildFailure(buildStoppedMessage)
  })
}
