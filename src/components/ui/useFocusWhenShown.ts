import { useCallback, useEffect, useRef } from 'react'

/** Gives the element focus should move to, or null while it is not in the document yet. */
export type FocusTarget = () => HTMLElement | null

/**
 * Moves focus to what an update shows, once React has committed it. A frame after the update was
 * not enough: after an awaited call React may commit later than the next frame, and on a busy
 * machine the lead form's thanks, which replace its button, were not there yet, so focus fell to
 * the page's body. The target is asked for after each commit until it is there.
 */
export function useFocusWhenShown(): (target: FocusTarget) => void {
  const pending = useRef<FocusTarget | null>(null)
  useEffect(() => {
    const element = pending.current?.()
    if (!element) return
    pending.current = null
    element.focus()
  })
  return useCallback((target: FocusTarget) => {
    pending.current = target
  }, [])
}
