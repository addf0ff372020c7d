import { describe, expect, it } from 'vitest'
import { placementClearOf, type Box } from '../../../src/toasts/clearOfFocus'

/** A toast 150 px tall under an 80 px header, or 16 px above the foot of a 256 px screen, 288 px wide. */
const cardsAt = (placement: 'top' | 'bottom'): Box =>
  placement === 'top' ? { top: 80, bottom: 230, left: 16, right: 304 } : { top: 90, bottom: 240, left: 16, right: 304 }
const field = (top: number, bottom: number, left = 16, right = 304): Box => ({ top, bottom, left, right })

describe('ACC-08: a quiet toast is placed clear of the focused element', () => {
  it('stays under the header when nothing has focus, or what has focus is clear of it', () => {
    expect(placementClearOf(null, cardsAt)).toBe('top')
    expect(placementClearOf(field(240, 256), cardsAt)).toBe('top')
    expect(placementClearOf(field(100, 140, 0, 10), cardsAt)).toBe('top')
  })

  it('moves to the foot of the screen when it would cover the focused element under the header', () => {
    const tall = (placement: 'top' | 'bottom'): Box =>
      placement === 'top'
        ? { top: 80, bottom: 230, left: 16, right: 304 }
        : { top: 600, bottom: 750, left: 16, right: 304 }
    expect(placementClearOf(field(147, 189), tall)).toBe('bottom')
  })

  it('is not shown where it would cover the focused element in both places (a phone at 400 % zoom)', () => {
    expect(placementClearOf(field(147, 189), cardsAt)).toBe('hidden')
  })

  it('touching edges are not an overlap', () => {
    expect(placementClearOf(field(230, 250), cardsAt)).toBe('top')
  })
})
