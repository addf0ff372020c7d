/**
 * SEC-9 (security review 2026-12-01; ASVS 4.0.3 V3.3.2, level 2): staff are signed out after 30
 * minutes without use in any of the site's tabs, and not while they use one of them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { idleLimitMinutes, watchIdleness } from '../../../src/auth/idleSignOut'

const minutes = (n: number) => n * 60_000

/** Two tabs' channels, joined as a BroadcastChannel joins them: what one posts, the other hears. */
function channels() {
  const make = () => ({
    onmessage: null as ((event: MessageEvent) => void) | null,
    peer: null as { onmessage: ((event: MessageEvent) => void) | null } | null,
    postMessage(message: unknown) {
      this.peer?.onmessage?.({ data: message } as MessageEvent)
    },
    close() {
      this.peer = null
    },
  })
  const [a, b] = [make(), make()]
  a.peer = b
  b.peer = a
  return [a, b] as const
}

describe('SEC-9: sign-out after 30 minutes without use', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('SEC-9: signs out after 30 minutes without a key press, click, touch or scroll, and not before', () => {
    const page = new EventTarget()
    const onIdle = vi.fn()
    const stop = watchIdleness({ target: page, onIdle })
    expect(idleLimitMinutes).toBe(30)
    vi.advanceTimersByTime(minutes(29))
    expect(onIdle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(minutes(1))
    expect(onIdle).toHaveBeenCalledTimes(1)
    stop()
  })

  it('SEC-9: counts every use as activity, so working staff are never signed out', () => {
    const page = new EventTarget()
    const onIdle = vi.fn()
    const stop = watchIdleness({ target: page, onIdle })
    for (const event of ['keydown', 'pointerdown', 'wheel', 'touchstart', 'scroll', 'keydown']) {
      vi.advanceTimersByTime(minutes(25))
      page.dispatchEvent(new Event(event))
    }
    expect(onIdle).not.toHaveBeenCalled()
    // A resting cursor is not use.
    page.dispatchEvent(new Event('mousemove'))
    vi.advanceTimersByTime(minutes(30))
    expect(onIdle).toHaveBeenCalledTimes(1)
    stop()
  })

  it('SEC-9: hears of use in another tab, which shares the session, and stops watching when told', () => {
    const [mine, other] = channels()
    const here = new EventTarget()
    const there = new EventTarget()
    const idleHere = vi.fn()
    const stopHere = watchIdleness({ target: here, channel: mine, onIdle: idleHere })
    const stopThere = watchIdleness({ target: there, channel: other, onIdle: () => undefined })
    vi.advanceTimersByTime(minutes(20))
    there.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(minutes(20))
    expect(idleHere).not.toHaveBeenCalled()
    vi.advanceTimersByTime(minutes(10))
    expect(idleHere).toHaveBeenCalledTimes(1)
    stopHere()
    stopThere()
    vi.advanceTimersByTime(minutes(60))
    expect(idleHere).toHaveBeenCalledTimes(1)
  })
})
