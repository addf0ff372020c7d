/**
 * `npm run build`, one linear pipeline in one process: `vite-react-ssg build` bundles and renders
 * (scripts/render/prerender.ts; it makes the build manifest, and a thread of this process draws
 * each page's social cards as it is rendered: scripts/hosting/socialCardsOnThread.ts), then
 * post-build (scripts/hosting/steps.ts: the hosting files, from the manifest) and check
 * (dist-check, against the manifest; a failure fails the build). Both run inside vite-react-ssg's
 * onFinished, which is handed the manifest in memory: vite-react-ssg ends its process 15 s after
 * that hook returns. Every phase is timed on one clock (scripts/shared/timing.ts), printed and
 * written to build-report/timings.json. Profile it with `node --cpu-prof --import tsx
 * scripts/build.ts` (open the profile in Chrome DevTools: Performance, "Load profile").
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildErrorIn } from '../src/errors/buildErrors'
import { rememberForThisBuild } from './content/buildSnapshot'
import { buildStoppedMessage, ExpectedBuildFailure } from './shared/expectedFailure'
import { buildCacheDir, distDir, projectRoot } from './shared/projectPaths'
import { timer } from './shared/timing'
import type { PrerenderPhases } from './render/prerender'
import { stagedLanguagesRefused } from './shared/stagedLanguages'

// Settings in .env (docs/configuration.md) reach every step, not only Vite's VITE_ variables; the environment wins.
const envFile = join(projectRoot, '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)
// React picks its development or production build when first loaded: set before anything imports
// it (development renders twice as slowly).
process.env.NODE_ENV = 'production'
// Rolldown's allocator (mimalloc 3.6) reads these when Rolldown loads, below. It gives freed
// memory back to the system after a delay, on its threads' later calls, and the bundler's threads
// are idle once the bundles are written: told to give it back at once, the render's process held
// 0.28 GB less after rendering today's site. It also commits each 1 GiB arena it reserves as it
// starts using it, and that memory stayed resident after the bundles were written: a process that
// only bundled today's site held 506 MB with the first setting, 346 MB with both
// (`/proc/self/smaps`; docs/performance.md).
process.env.MIMALLOC_PURGE_DELAY ??= '0'
process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0'

// The blog is read once in this process, for the render, the hosting files and the checks.
rememberForThisBuild()

// A staged language (src/config/languages.ts) is built only when asked for by name: a plain
// `npm run build`, which is what the hosts run for production, never publishes one by accident.
const staged = stagedLanguagesRefused(process.env)
if (staged) {
  console.error(staged)
  process.exit(1)
}

const clock = timer()
const started = performance.now()
// Said at once: loading the build's modules is the first half-minute on a busy machine (review DV-7).
console.log('[build] bundle, render, hosting files, checks of dist/: each says when it is done')
// Loaded now, after NODE_ENV is set: none of them may load React first.
const [
  { prerender },
  { runHostingSteps },
  { socialCardsOnThread },
  { runDistCheck },
  { loadBlogContent },
  { coverCards },
  { keyUsageReport, keyUsageReportName },
] = await Promise.all([
  import('./render/prerender'),
  import('./hosting/steps'),
  import('./hosting/socialCardsOnThread'),
  import('../dist-check/runDistCheck'),
  import('./content/blogContent'),
  import('./content/postCovers'),
  import('./render/keyUsageReport'),
])

/**
 * A problem the error catalogue words (a bad post, a locale file) is printed alone, without a
 * stack (review DV-5), and the build stops; anything else is thrown as it is.
 */
function stopOn(error: unknown): void {
  if (error instanceof ExpectedBuildFailure) console.error(error.message)
  else {
    const expected = buildErrorIn(error)
    if (!expected) throw error
    // vite-react-ssg puts the page's path and the error's whole stack into its own message: the stack goes.
    console.error(`\n${expected.message.split(/\n\s+at /)[0]}\n\n${buildStoppedMessage}`)
  }
  process.exit(1)
}
// vite-react-ssg renders each page in a task nobody awaits: a page that fails (onPageRendered
// refusing it, say) surfaces here, not from build().
process.on('unhandledRejection', stopOn)

// The render holds this thread: the cards of each page are drawn on another as it is rendered.
const socialCards = await socialCardsOnThread(
  { distDir, cacheDir: join(buildCacheDir, 'social-cards') },
  // Asked for once the render has found the blog valid (a bad post is its message to print).
  () => coverCards(loadBlogContent()),
)
await prerender({
  pageRendered: (route) => socialCards.add(route),
  async finished(manifest, phases) {
    const prerendered = performance.now()
    await runHostingSteps(manifest, clock.time, { socialCards })
    const hosted = performance.now()
    // The build is not done until dist/ passes its checks: a broken page fails the build here, with the fix, not a later command.
    const { passed, seconds: checkSeconds } = await runDistCheck({
      manifest,
      postIndex: loadBlogContent().index,
      // What the render recorded, as it holds it: the files in build-report/ are for `npm run check:dist`.
      reports: { [keyUsageReportName]: keyUsageReport() },
    })
    report({ prerendered, hosted, finished: performance.now() }, phases, checkSeconds)
    // Vite, the app and Pagefind may leave handles open (watchers, timers); the work is done.
    process.exit(passed ? 0 : 1)
  },
}).catch(stopOn)

/** Prints the phases' times and writes them to build-report/timings.json. */
function report(
  { prerendered, hosted, finished }: { prerendered: number; hosted: number; finished: number },
  phases: PrerenderPhases,
  checkSeconds: Record<string, number>,
): void {
  const seconds = (from: number, to: number) => (to - from) / 1000
  const timings = {
    totalSeconds: seconds(started, finished),
    prerenderSeconds: seconds(started, prerendered),
    clientSeconds: seconds(phases.clientStart, phases.clientEnd),
    clientCpuSeconds: phases.clientCpuMs / 1000,
    // vite-react-ssg builds the server's bundle after the browser's.
    serverSeconds: seconds(phases.clientEnd, phases.serverEnd),
    serverCpuSeconds: phases.serverCpuMs / 1000,
    renderSeconds: seconds(phases.renderStart, phases.renderEnd),
    // On the monotonic clock of V8's CPU profiles, to find the render in a profile.
    renderStart: phases.renderStart,
    renderEnd: phases.renderEnd,
    renderedPages: phases.renderedPages,
    copiedPages: phases.copiedPages,
    renderMsPerPage: phases.renderedPages ? (phases.renderEnd - phases.renderStart) / phases.renderedPages : 0,
    renderCpuMsPerPage: phases.renderedPages ? phases.renderCpuMs / phases.renderedPages : 0,
    postbuildSeconds: seconds(prerendered, hosted),
    distCheckSeconds: seconds(hosted, finished),
    ...Object.fromEntries(Object.entries(clock.seconds).map(([step, value]) => [`${step} seconds`, value])),
    ...Object.fromEntries(Object.entries(checkSeconds).map(([check, value]) => [`dist check ${check} seconds`, value])),
  }
  mkdirSync(join(projectRoot, 'build-report'), { recursive: true })
  writeFileSync(join(projectRoot, 'build-report', 'timings.json'), `${JSON.stringify(timings, null, 2)}\n`)
  console.log(
    `\n[build] ${timings.totalSeconds.toFixed(1)} s in all: client ${timings.clientSeconds.toFixed(1)} s, server ${timings.serverSeconds.toFixed(1)} s, ` +
      `render ${timings.renderSeconds.toFixed(1)} s for ${timings.renderedPages} pages and ${timings.copiedPages} alias copies (${timings.renderMsPerPage.toFixed(1)} ms/page, CPU ${timings.renderCpuMsPerPage.toFixed(1)} ms/page), hosting files ${timings.postbuildSeconds.toFixed(1)} s, dist checks ${timings.distCheckSeconds.toFixed(1)} s`,
  )
}
