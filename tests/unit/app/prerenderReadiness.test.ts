import { describe, expect, it } from 'vitest'
import { createPrerenderReadiness } from '../../../src/app/prerenderReadiness'

function manualTimers() {
  let now = 0
  let id = 0
  const pending = new Map<number, { at: number; fn: () => void }>()
  return {
    set: (fn: () => void, ms: number) => (pending.set(++id, { at: now + ms, fn }), id),
    clear: (handle: unknown) => void pending.delete(handle as number),
    advance(ms: number) {
      now += ms
      for (const [key, timer] of [...pending].sort((a, b) => a[1].at - b[1].at))
        if (timer.at <= now && pending.delete(key)) timer.fn()
    },
  }
}

describe('prerender-ready flag', () => {
  it('is true at once when the page needs no data', () => {
    const target = { prerenderReady: false }
    createPrerenderReadiness(target, manualTimers()).start(false)
    expect(target.prerenderReady).toBe(true)
  })

  it('waits for data, then turns true 100 ms after it is present', () => {
    const target: { prerenderReady?: boolean } = {}
    const timers = manualTimers()
    const readiness = createPrerenderReadiness(target, timers)
    readiness.start(true)
    expect(target.prerenderReady).toBe(false)
    timers.advance(500)
    readiness.dataPresent()
    timers.advance(99)
    expect(target.prerenderReady).toBe(false)
    timers.advance(1)
    expect(target.prerenderReady).toBe(true)
  })

  it('gives up waiting after 3000 ms', () => {
    const target: { prerenderReady?: boolean } = {}
    const timers = manualTimers()
    createPrerenderReadiness(target, timers).start(true)
    timers.advance(2999)
    expect(target.prerenderReady).toBe(false)
    timers.advance(1)
    expect(target.prerenderReady).toBe(true)
  })
})
