import { useLayoutEffect, type RefObject } from 'react'

export interface Box {
  top: number
  bottom: number
  left: number
  right: number
}

/** Where a quiet toast sits: under the header as usual, at the foot of the screen, or not shown. */
export type Placement = 'top' | 'bottom' | 'hidden'

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * The first placement in which the toast's cards leave the focused element clear; `hidden` when
 * neither does (a phone at 400 % zoom has no room for both). `cardsAt` lays the toast out at a
 * placement and measures it.
 */
export function placementClearOf(focused: Box | null, cardsAt: (placement: 'top' | 'bottom') => Box): Placement {
  for (const placement of ['top', 'bottom'] as const)
    if (!focused || !overlap(cardsAt(placement), focused)) return placement
  return 'hidden'
}

/** The box around the region's cards (the region spans the screen's width; its cards do not). */
function cardsBox(region: HTMLElement): Box {
  const boxes = [...region.children].map((card) => card.getBoundingClientRect())
  return {
    top: Math.min(...boxes.map((box) => box.top)),
    bottom: Math.max(...boxes.map((box) => box.bottom)),
    left: Math.min(...boxes.map((box) => box.left)),
    right: Math.max(...boxes.map((box) => box.right)),
  }
}

/**
 * Keeps a quiet toast's region (src/toasts/ToastHost.tsx) off the element that has focus, as that
 * element moves (focus, scroll, resize) and as the toasts change (`toasts`): WCAG 2.4.11. A quiet
 * toast repeats what the page has put focus on, so hiding it loses nothing. Its placement is a
 * data attribute the region's classes read; React renders none, so it never overwrites it.
 */
export function useClearOfFocus(region: RefObject<HTMLElement | null>, toasts: unknown): void {
  useLayoutEffect(() => {
    const element = region.current
    if (!element) return
    const place = () => {
      const focused = document.activeElement
      // Focus on the toast itself (its link or close button): it stays where it is.
      if (focused && element.contains(focused)) return
      const target = focused && focused !== document.body ? focused.getBoundingClientRect() : null
      element.dataset.placement = placementClearOf(target, (placement) => {
        element.dataset.placement = placement
        return cardsBox(element)
      })
    }
    // Again once the focus call has scrolled its element into view, which it does after focusin.
    const placeOnFocus = () => {
      place()
      queueMicrotask(place)
    }
    place()
    document.addEventListener('focusin', placeOnFocus)
    document.addEventListener('focusout', placeOnFocus)
    window.addEventListener('scroll', place, { capture: true, passive: true })
    window.addEventListener('resize', place)
    return () => {
      document.removeEventListener('focusin', placeOnFocus)
      document.removeEventListener('focusout', placeOnFocus)
      window.removeEventListener('scroll', place, { capture: true })
      window.removeEventListener('resize', place)
    }
  }, [region, toasts])
}
