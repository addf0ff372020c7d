/**
 * The build's one clock: every phase, post-build step and check is timed through it, in the one
 * process the build runs in, and scripts/build.ts writes what it measured to
 * build-report/timings.json.
 */

/** Milliseconds on the monotonic clock V8's CPU profiles use, so a profile can be cut to one phase. */
export const monotonicMs = () => Number(process.hrtime.bigint() / 1000n) / 1000

/** CPU milliseconds (user + system, every thread) this process has used since `since`. */
export function cpuMsSince(since: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since)
  return (user + system) / 1000
}

/** Seconds by name; a name timed twice adds up (work done in parts, such as cards copied page by page). */
export interface Timer {
  readonly seconds: Record<string, number>
  time<T>(name: string, work: () => T | Promise<T>): Promise<T>
}

export function timer(): Timer {
  const seconds: Record<string, number> = {}
  return {
    seconds,
    async time(name, work) {
      const started = performance.now()
      try {
        return await work()
      } finally {
        seconds[name] = (seconds[name] ?? 0) + (performance.now() - started) / 1000
      }
    },
  }
}
