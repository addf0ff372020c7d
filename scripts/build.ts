/**
 * `npm run build`, one linear pipeline: `vite-react-ssg build` bundles and renders
 * (scripts/render/prerender.ts, in a process of its own: scripts/render/ssgBuild.ts; it makes the
 * build manifest; this process draws each page's social cards as it is rendered), then in this
 * process post-build (scripts/hosting/steps.ts: the hosting files, from the manifest) and check (dist-check, against
 * the manifest; a failure fails the build). Every phase is timed on one clock
 * (scripts/shared/timing.ts), printed and written to build-report/timings.json. Profile it with
 * `node --cpu-prof --import tsx scripts/build.ts` (open the profile in Chrome DevTools: Performance, "Load profile").
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { rememberForThisBuild } from './content/buildSnapshot'
import { ExpectedBuildFailure } from './shared/expectedFailure'
import { projectRoot } from './shared/projectPaths'
import { timer } from './shared/timing'
import { stagedLanguagesRefused } from './shared/stagedLanguages'

// Settings in .env (docs/configuration.md) reach every step, not only Vite's VITE_ variables; the environment wins.
const envFile = join(projectRoot, '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)
// React picks its development or production build when first loaded: set before anything imports
// it (development renders twice as slowly), for the render's process too, which inherits it.
process.env.NODE_ENV = 'production'

// The blog is read once in this process, for the hosting files and the checks.
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
  { ssgBuild },
  { buildSocialCards, runHostingSteps },
  { runDistCheck },
  { loadBlogContent },
  { keyUsageReportName },
] = await Promise.all([
  import('./render/ssgBuild'),
  import('./hosting/steps'),
  import('../dist-check/runDistCheck'),
  import('./content/blogContent'),
  import('./render/keyUsageReport'),
])
// vite-react-ssg renders on one core: the cards of each page are drawn on the other as it is rendered.
const socialCards = buildSocialCards()
const { manifest, phases, keyUsage } = await ssgBuild({ pageRendered: (route) => socialCards.add(route) }).catch(
  (error: unknown) => {
    // Its cause is printed above, naming the file and the fix (review DV-5): no stack under it.
    if (!(error instanceof ExpectedBuildFailure)) throw error
    console.error(error.message)
    process.exit(1)
  },
)
const prerendered = performance.now()
await runHostingSteps(manifest, clock.time, { socialCards })
const hosted = performance.now()
// The build is not done until dist/ passes its checks: a broken page fails the build here, with the fix, not a later command.
const { passed, seconds: checkSeconds } = await runDistCheck({
  manifest,
  postIndex: loadBlogContent().index,
  // What the render recorded, as it holds it: the files in build-report/ are for `npm run check:dist`.
  reports: { [keyUsageReportName]: keyUsage },
})
const finished = performance.now()

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
// Vite, the app and Pagefind may leave handles open (watchers, timers); the work is done.
process.exit(passed ? 0 : 1)
