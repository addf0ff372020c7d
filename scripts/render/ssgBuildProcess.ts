/**
 * The process `vite-react-ssg build` runs in (scripts/render/ssgBuild.ts starts it): it bundles
 * the app and renders every page (scripts/render/prerender.ts), tells the build the manifest, the
 * phases and the translation keys the pages rendered, and ends. Vite's native bundler keeps the
 * memory it used until its process ends: at 200 posts this process held 1.43 GB after the render,
 * 0.28 GB of it JavaScript's heap, and with the hosting files and the checks after it in the same
 * process a blog of a thousand posts peaked at 3.29 GB, against the 2 GB budget of DESIGN.md.
 */
import { buildErrorIn } from '../../src/errors/buildErrors'
import { rememberForThisBuild } from '../content/buildSnapshot'
import type { BuildManifest, BuiltRoute } from '../shared/buildManifest'
import { ExpectedBuildFailure, expectedFailureExitCode } from '../shared/expectedFailure'
import { keyUsageReport } from './keyUsageReport'
import { prerender, type PrerenderPhases } from './prerender'

/** What this process tells the build once every page is written. */
export interface SsgBuildResult {
  manifest: BuildManifest
  phases: PrerenderPhases
  keyUsage: ReturnType<typeof keyUsageReport>
}

/** Its messages to the build: each page's route as it is rendered, then the result. */
export type SsgBuildMessage = { kind: 'page'; route: BuiltRoute } | { kind: 'result'; result: SsgBuildResult }

function tell(message: SsgBuildMessage, sent?: (error: Error | null) => void): void {
  if (!process.send) throw new Error('scripts/render/ssgBuildProcess.ts runs as a child of the build.')
  if (sent) process.send(message, sent)
  else process.send(message)
}

// Its plugins and the render read the blog once.
rememberForThisBuild()
// vite-react-ssg renders each page in a task nobody awaits: a page that fails (onPageRendered
// refusing it, say) surfaces here, not from build(). A problem the error catalogue words is
// printed alone, without a stack (review DV-5), as when build() rejects.
process.on('unhandledRejection', (error) => {
  const expected = buildErrorIn(error)
  if (!expected) throw error
  // vite-react-ssg puts the page's path and the error's whole stack into its own message: the stack goes.
  console.error(`\n${expected.message.split(/\n\s+at /)[0]}\n`)
  process.exit(expectedFailureExitCode)
})
try {
  await prerender({
    pageRendered: (route) => tell({ kind: 'page', route }),
    finished: (manifest, phases) =>
      new Promise<void>((resolve, reject) => {
        const result: SsgBuildResult = { manifest, phases, keyUsage: keyUsageReport() }
        // Vite, the app and its plugins may leave handles open (watchers, timers); the pages are written.
        tell({ kind: 'result', result }, (error) => (error ? reject(error) : process.exit(0)))
        resolve()
      }),
  })
} catch (error) {
  if (error instanceof ExpectedBuildFailure) process.exit(expectedFailureExitCode)
  // A bad post is found first by the route table, when the render reads the blog: its message alone.
  const expected = buildErrorIn(error)
  if (!expected) throw error
  console.error(`\n${expected.message}\n`)
  process.exit(expectedFailureExitCode)
}
