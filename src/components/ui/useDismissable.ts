import { useEffect, type RefObject } from 'react'

/**
 * Closes an open <details> on Escape (returning focus to its summary), on a click outside it, and
 * when keyboard focus moves to something outside it: an open panel never stays over the element
 * that has focus (WCAG 2.4.11). Focus that leaves the window (no related target) keeps it open.
 */
export function useDismissable(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details?.open) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (details?.open && !details.contains(event.target as Node)) details.open = false
    }
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget
      if (details?.open && next instanceof Node && !details.contains(next)) details.open = false
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    details?.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      details?.removeEventListener('focusout', onFocusOut)
    }
  }, [ref])
}
