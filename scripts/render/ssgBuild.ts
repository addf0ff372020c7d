/**
 * Runs `vite-react-ssg build` in a process of its own (scripts/render/ssgBuildProcess.ts says
 * why) and answers what it tells: the build manifest, the phases, the translation keys the pages
 * rendered; each page's route is told as soon as it is rendered. A problem the error catalogue words was printed by that process: the build then
 * stops with ExpectedBuildFailure, without a second message.
 */
import { fork } from 'node:child_process'
import { join } from 'node:path'
import { buildNodeFlags } from '../shared/buildNodeFlags'
import { ExpectedBuildFailure, expectedFailureExitCode } from '../shared/expectedFailure'
import type { BuiltRoute } from '../shared/buildManifest'
import type { SsgBuildMessage, SsgBuildResult } from './ssgBuildProcess'

/**
 * Rolldown's allocator (mimalloc 3.6) gives freed memory back to the system after a delay, on its
 * threads' later calls, and the bundler's threads are idle once the bundles are written: told to
 * give it back at once, the process held 0.28 GB less after rendering today's site. It also
 * commits each 1 GiB arena it reserves as it starts using it, and that memory stayed resident
 * after the bundles were written: a process that only bundled today's site held 506 MB with the
 * first setting, 346 MB with both (`/proc/self/smaps`; docs/performance.md).
 */
const bundlerMemory = { MIMALLOC_PURGE_DELAY: '0', MIMALLOC_ARENA_EAGER_COMMIT: '0' }
/**
 * The render leaves most of what it allocates as garbage (today's site: 0.55 GB of heap after the
 * render, 0.14 GB of it live), and V8 lets the heap grow to its default limit before it collects
 * it all. A lower limit makes it collect sooner. Without it and `MIMALLOC_PURGE_DELAY` above, a
 * blog of a thousand posts peaked at 2.24 GB in this process; with them, the whole build's peak was
 * 1.71 GB, in the checks after this process had ended (bench:scale).
 */
const heapLimit = ['--max-old-space-size=1024']
// The build process's own (scripts/shared/buildNodeFlags.ts) are for its checks: with them, this
// process held 1.16 GB at 200 posts against 0.85 GB, and its render took 35.0 s against 33.9 s
// (bench:scale, one pair of runs).

export interface SsgBuildOptions {
  /** Hears each page's route, as the manifest will hold it, as soon as the page is rendered. */
  pageRendered?(route: BuiltRoute): void
}

export function ssgBuild({ pageRendered }: SsgBuildOptions = {}): Promise<SsgBuildResult> {
  return new Promise((resolve, reject) => {
    let result: SsgBuildResult | undefined
    const child = fork(join(import.meta.dirname, 'ssgBuildProcess.ts'), {
      stdio: 'inherit',
      execArgv: [...process.execArgv.filter((flag) => !buildNodeFlags.includes(flag)), ...heapLimit],
      env: { ...process.env, ...bundlerMemory },
    })
    // Should the build fail first, the bundles and pages are of no use.
    const stop = () => child.kill()
    process.once('exit', stop)
    child.once('exit', () => process.off('exit', stop))
    child.on('message', (message: SsgBuildMessage) => {
      if (message.kind === 'page') pageRendered?.(message.route)
      else result = message.result
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === expectedFailureExitCode) reject(new ExpectedBuildFailure('The build stopped at the problem above.'))
      else if (code !== 0)
        reject(
          new Error(
            `vite-react-ssg's build (scripts/render/ssgBuildProcess.ts) failed: it exited with ${code ?? signal}.`,
          ),
        )
      else if (!result)
        reject(
          new Error('vite-react-ssg’s build (scripts/render/ssgBuildProcess.ts) ended without telling its manifest.'),
        )
      else resolve(result)
    })
  })
}
