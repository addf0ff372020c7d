import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'

/** The first page of a visit is the browser's own load: focus and announcement are the browser's. */
let firstPageShown = false

/**
 * After a client-side navigation, focus moves to the new page's heading (or `main`) and its title
 * is announced, as a full page load would do (WCAG 2.4.3): otherwise focus stays on the link in
 * the old page's footer, or falls to <body>, and a screen reader says nothing. Lives outside the
 * per-language layout's state: a language switch mounts a new layout and is a navigation too.
 * A #hash link keeps the browser's behaviour (its target becomes the focus start point).
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation()
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    if (!firstPageShown) {
      firstPageShown = true
      return
    }
    if (hash) return
    let frame = 0
    // Two frames: the head manager writes the new <title> in the frame after the page renders.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const main = document.getElementById('main')
        const heading = main?.querySelector<HTMLElement>('h1')
        if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1
        ;(heading ?? main)?.focus({ preventScroll: true })
        setAnnouncement(document.title)
      })
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname, hash])
  return (
    <p data-route-announcer="" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  )
}
