/**
 * Runs `vite-react-ssg build` in a process of its own (scripts/render/ssgBuildProcess.ts says
 * why) and answers what it tells: the build manifest, the phases, the translation keys the pages
 * rendered. A problem the error catalogue words was printed by that process: the build then
 * stops with ExpectedBuildFailure, without a second message.
 */
import { fork } from 'node:child_process'
import { join } from 'node:path'
import { ExpectedBuildFailure, expectedFailureExitCode } from '../shared/expectedFailure'
import type { SsgBuildResult } from './ssgBuildProcess'

export function ssgBuild(): Promise<SsgBuildResult> {
  return new Promise((resolve, reject) => {
    let result: SsgBuildResult | undefined
    const child = fork(join(import.meta.dirname, 'ssgBuildProcess.ts'), { stdio: 'inherit' })
    // Should the build fail first, the bundles and pages are of no use.
    const stop = () => child.kill()
    process.once('exit', stop)
    child.once('exit', () => process.off('exit', stop))
    child.on('message', (message: SsgBuildResult) => (result = message))
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
