import { describe, expect, it } from 'vitest'
import { createToastStore, toastSettings } from '../../../src/toasts/toastStore'

/** Timers run by hand: `advance` moves the clock and fires what fell due, as the browser would. */
function fakeTimers() {
  let clock = 0
  const scheduled: { fn: () => void; ms: number; at: number; cleared: boolean }[] = []
  return {
    scheduled,
    set: (fn: () => void, ms: number) => scheduled.push({ fn, ms, at: clock + ms, cleared: false }) - 1,
    clear: (handle: unknown) => {
      scheduled[handle as number]!.cleared = true
    },
    now: () => clock,
    advance(ms: number) {
      clock += ms
      for (const timer of scheduled) {
        if (!timer.cleared && timer.at <= clock) {
          timer.cleared = true
          timer.fn()
        }
      }
    },
  }
}

describe('simple toast system', () => {
  it('shows one toast at a time', () => {
    const store = createToastStore(fakeTimers())
    store.toast({ title: 'first' })
    store.toast({ title: 'second', variant: 'destructive' })
    expect(store.getToasts().map((t) => [t.title, t.variant])).toEqual([['second', 'destructive']])
  })

  it('closes after 5000 ms and removes 1,000,000 ms after dismissal', () => {
    const timers = fakeTimers()
    const store = createToastStore(timers)
    store.toast({ title: 'saved' })
    expect(timers.scheduled[0]?.ms).toBe(toastSettings.autoCloseMs)
    expect(toastSettings.autoCloseMs).toBe(5000)
    timers.scheduled[0]!.fn()
    expect(store.getToasts()[0]?.open).toBe(false)
    expect(timers.scheduled[1]?.ms).toBe(1_000_000)
    timers.scheduled[1]!.fn()
    expect(store.getToasts()).toEqual([])
  })

  it('accessibility 2026-11-27 A11Y-05: does not close while the visitor is on the toast, and closes with the time it had left once they leave', () => {
    const timers = fakeTimers()
    const store = createToastStore(timers)
    const { id } = store.toast({ title: 'Your request was not sent', variant: 'destructive' })
    timers.advance(3000)
    store.pause(id)
    timers.advance(60_000)
    expect(store.getToasts()[0]?.open, 'closed while hovered or focused').toBe(true)
    store.resume(id)
    timers.advance(1999)
    expect(store.getToasts()[0]?.open).toBe(true)
    timers.advance(1)
    expect(store.getToasts()[0]?.open, 'the 2000 ms it had left have run').toBe(false)
  })

  it('an untouched toast still closes after exactly 5000 ms', () => {
    const timers = fakeTimers()
    const store = createToastStore(timers)
    store.toast({ title: 'saved' })
    timers.advance(4999)
    expect(store.getToasts()[0]?.open).toBe(true)
    timers.advance(1)
    expect(store.getToasts()[0]?.open).toBe(false)
  })

  it('updates a toast in place', () => {
    const store = createToastStore(fakeTimers())
    const handle = store.toast({ title: 'sending' })
    handle.update({ title: 'sent' })
    expect(store.getToasts()[0]?.title).toBe('sent')
  })
})
