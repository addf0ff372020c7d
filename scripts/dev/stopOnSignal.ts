/** Stops what a command started, once, on Ctrl-C or SIGTERM, then exits; a second signal exits at once. */
export function stopOnSignal(stops: readonly (() => Promise<unknown> | unknown)[]): void {
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130)
    stopping = true
    console.log(`\n  ${signal}: stopping…`)
    const results = await Promise.allSettled(stops.map(async (close) => close()))
    const failed = results.filter((result) => result.status === 'rejected')
    for (const failure of failed) console.error((failure as PromiseRejectedResult).reason)
    process.exit(failed.length > 0 ? 1 : 0)
  }
  // stop() settles every close itself and then exits: nothing is left for a caller to await.
  process.on('SIGINT', (signal) => void stop(signal))
  process.on('SIGTERM', (signal) => void stop(signal))
}
