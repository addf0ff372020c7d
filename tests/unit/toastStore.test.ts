import { describe, expect, it } from 'vitest'
import { createToastStore, toastSettings } from '../../src/toasts/toastStore'

function fakeTimers() {
  const scheduled: { fn: () => void; ms: number }[] = []
  return { scheduled, set: (fn: () => void, ms: number) => scheduled.push({ fn, ms }) }
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

  it('updates a toast in place', () => {
    const store = createToastStore(fakeTimers())
    const handle = store.toast({ title: 'sending' })
    handle.update({ title: 'sent' })
    expect(store.getToasts()[0]?.title).toBe('sent')
  })
})
