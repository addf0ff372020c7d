/**
 * The process the bundles are built in (scripts/render/prerender.ts starts it). Vite's native
 * bundler keeps the memory it used until its process ends, and the render, the hosting files and
 * the checks come after it: with the bundles in the build's own process, a blog of a thousand
 * posts peaked at 2.46 GB against the 2 GB budget of DESIGN.md (1.75 GB this way; bench:scale).
 * Says on its IPC channel when the server bundle is written, then when each bundle was done.
 */
import { rememberForThisBuild } from '../content/buildSnapshot'
import { ExpectedBuildFailure, expectedFailureExitCode } from '../shared/expectedFailure'
import { bundleApp, type BundlePhases } from './bundle'

/** What this process tells the build. */
export type BundleProcessMessage = { serverBundleWritten: true } | { bundlePhases: BundlePhases }

function tell(message: BundleProcessMessage, then: () => void = () => {}): void {
  if (process.send) process.send(message, () => then())
  else then()
}

// Its plugins read the blog once for both bundles.
rememberForThisBuild()
try {
  const phases = await bundleApp(() => tell({ serverBundleWritten: true }))
  // Vite and its plugins may leave handles open (watchers, timers); the bundles are written.
  tell({ bundlePhases: phases }, () => process.exit(0))
} catch (error) {
  if (error instanceof ExpectedBuildFailure) process.exit(expectedFailureExitCode)
  throw error
}
