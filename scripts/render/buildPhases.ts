/**
 * Where the build records how long its phases took: the prerender (client bundle, server bundle,
 * render) and the post-build steps each write a file that scripts/build.ts gathers into
 * build-report/timings.json.
 */
import { join } from 'node:path'

const reportDir = join(import.meta.dirname, '..', '..', 'build-report')
export const buildPhasesFile = join(reportDir, 'build-phases.json')
/** Seconds per post-build step, written by scripts/hosting/steps.ts. */
export const postbuildStepsFile = join(reportDir, 'postbuild-steps.json')

/** What postbuild-steps.json holds: each step's own seconds (steps that run side by side overlap) and the seconds of them all. */
export interface PostbuildSteps {
  steps: Record<string, number>
  seconds: number
}
/** Seconds per check of dist/ (scripts/shared/projectPaths.ts, where dist-check finds it too). */
export { distCheckTimesFile } from '../shared/projectPaths'

/** Milliseconds on the monotonic clock V8's CPU profiles use, so a profile can be cut to one phase. */
export const monotonicMs = () => Number(process.hrtime.bigint() / 1000n) / 1000

/** CPU milliseconds (user + system, every thread) this process has used since `since`. */
export function cpuMsSince(since: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since)
  return (user + system) / 1000
}

/** When the two bundles (scripts/render/bundle.ts) were built, in monotonicMs, and the CPU each took. */
export interface BundlePhases {
  clientStart: number
  clientEnd: number
  serverStart: number
  serverEnd: number
  clientCpuMs: number
  serverCpuMs: number
}

/** Start and end of each prerender phase, in monotonicMs. */
export interface BuildPhases extends BundlePhases {
  renderStart: number
  renderEnd: number
  /** Pages rendered by React. */
  renderedPages: number
  /** Alias pages written as copies of their rendered page (scripts/render/aliasPages.ts), not rendered. */
  copiedPages: number
  /** CPU time of the render (user + system, all its threads), as the bundles' is: steadier than wall time on a shared machine. */
  renderCpuMs: number
}
