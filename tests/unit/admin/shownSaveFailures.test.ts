/** A refused save is shown in Decap's notice; the rejection Decap leaves uncaught must not reach the console as well. */
import { describe, expect, it } from 'vitest'
import { quietShownSaveFailures } from '../../../src/admin/shownSaveFailures'

function rejectionWith(reason: unknown) {
  const target = new EventTarget()
  quietShownSaveFailures(target as unknown as Window)
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason: unknown }
  event.reason = reason
  target.dispatchEvent(event)
  return event.defaultPrevented
}

describe('a save Decap could not make', () => {
  it('is not reported uncaught once its notice shows it (Decap’s ENTRY_PERSIST_FAILURE)', () => {
    expect(
      rejectionWith({ type: 'ENTRY_PERSIST_FAILURE', error: 'Failed to persist entry', payload: { error: 'x' } }),
    ).toBe(true)
  })

  it('leaves every other rejection to be reported', () => {
    expect(rejectionWith(new Error('a bug'))).toBe(false)
    expect(rejectionWith({ type: 'ENTRY_DELETE_FAILURE' })).toBe(false)
    expect(rejectionWith(undefined)).toBe(false)
  })
})
