import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { PageShownContext, whenTitleIs } from './pageShown'

/**
 * The location last shown, across layouts: a language switch mounts a new layout (and a new
 * RouteFocus) and is a navigation too. Null until the first page of the visit, which is the
 * browser's own load: focus and announcement are the browser's.
 */
let lastLocation: { key: string; pathname: string } | null = null

/** The #hash target, else the page's heading, else <main>: made focusable by script only, then focused. */
function focusPage(hash: string): void {
  const main = document.getElementById('main')
  const target =
    (hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null) ??
    main?.querySelector<HTMLElement>('h1') ??
    main
  if (!target) return
  // tabIndex is 0 on what the keyboard reaches anyway, -1 on the rest; only the rest get the attribute.
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1
  target.focus({ preventScroll: true })
  // A #hash target lands clear of the sticky header (scroll-padding-top), as on a full page load.
  if (hash) target.scrollIntoView()
}

/**
 * After a client-side navigation, focus moves to the new page's heading (or its #hash target) and
 * its title is announced, as a full page load would do (WCAG 2.4.3): otherwise focus stays on the
 * link in the old page's footer, or falls to <body>, and a screen reader says nothing. Both wait
 * for the page itself to say it has rendered (usePageShown, from the effect of the component that
 * writes its title) and for that title to be in the document: never a loading placeholder, never
 * the previous page's title, however long the page's chunk or data take. A link to a #hash on the
 * same page keeps the browser's behaviour. Wraps the page's content so that it can hear it.
 */
export function RouteFocus({ children }: { children: ReactNode }) {
  const { key, pathname, hash } = useLocation()
  const [announcement, setAnnouncement] = useState('')
  /** The hash of a navigation whose page has not said it is shown yet. */
  const pending = useRef<{ hash: string } | null>(null)
  const stopWaiting = useRef<() => void>(() => {})
  // A layout effect: it runs in the commit that renders the new page, before that page's own effects.
  useLayoutEffect(() => {
    const previous = lastLocation
    lastLocation = { key, pathname }
    // The first page, or the same location again (a layout mounted twice in development).
    if (!previous || previous.key === key) return
    stopWaiting.current()
    // Same page: a #hash link, or the link to the page itself.
    pending.current = previous.pathname === pathname ? null : { hash }
  }, [key, pathname, hash])
  useEffect(() => () => stopWaiting.current(), [])
  const shown = useCallback((title: string) => {
    const navigation = pending.current
    if (!navigation) return
    pending.current = null
    stopWaiting.current = whenTitleIs(title, () => {
      focusPage(navigation.hash)
      setAnnouncement(document.title)
    })
  }, [])
  return (
    <PageShownContext.Provider value={shown}>
      {children}
      <p data-route-announcer="" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </PageShownContext.Provider>
  )
}
