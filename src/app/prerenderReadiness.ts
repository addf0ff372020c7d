import { dataDefaults } from '../config/dataDefaults'

export interface ReadinessTarget {
  prerenderReady?: boolean
}

interface Timers {
  set(callback: () => void, ms: number): unknown
  clear(handle: unknown): void
}

const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * The prerender-ready flag, exposed as window.prerenderReady for prerender services:
 * false while a page waits for its data; true 100 ms after the data is present, after a 3000 ms
 * timeout, or at once when the page needs no data.
 */
export function createPrerenderReadiness(
  target: ReadinessTarget,
  timers: Timers = realTimers,
  settleMs: number = dataDefaults.prerenderSettleMs,
  timeoutMs: number = dataDefaults.prerenderTimeoutMs,
) {
  let pending: unknown[] = []
  const clearAll = () => {
    pending.forEach((handle) => timers.clear(handle))
    pending = []
  }
  const ready = () => {
    clearAll()
    target.prerenderReady = true
  }
  return {
    /** A page starts rendering; it needs data or it does not. */
    start(needsData: boolean) {
      clearAll()
      if (!needsData) return ready()
      target.prerenderReady = false
      pending.push(timers.set(ready, timeoutMs))
    },
    /** The page's required data is on screen. */
    dataPresent() {
      if (target.prerenderReady) return
      pending.push(timers.set(ready, settleMs))
    },
  }
}
