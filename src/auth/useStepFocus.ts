import { useEffect, useRef } from 'react'

/** Marks the element a step puts focus on when it replaces the one before: its heading or message. */
export const stepFocusAttribute = 'data-step-focus'

/**
 * When one step of a staff flow replaces another (the sign-in form gives way to the code step,
 * to "you are signed in", to "a link is on its way"), the element that had focus is gone and
 * focus falls to <body> (ACC-05, WCAG 2.4.3). After such a change this moves focus to the new
 * step's element marked with `data-step-focus` inside the returned container. Not on the first
 * step once the session is known (a page that loads into a step keeps focus where the page put
 * it), and not when focus is still on something in the page, such as a field the step focused.
 */
export function useStepFocus<T extends HTMLElement>(step: string, settled: boolean) {
  const container = useRef<T>(null)
  const shown = useRef<string | null>(null)
  useEffect(() => {
    if (!settled) return
    const previous = shown.current
    shown.current = step
    if (previous === null || previous === step) return
    if (document.activeElement && document.activeElement !== document.body) return
    container.current?.querySelector<HTMLElement>(`[${stepFocusAttribute}]`)?.focus()
  }, [step, settled])
  return container
}
