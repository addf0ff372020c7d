import { createContext, useContext, useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** Told, by a page that has rendered its content, the title it has asked the head to show. */
export const PageShownContext = createContext<(title: string) => void>(() => {})

/**
 * The signal RouteFocus waits for after a client-side navigation: called by whatever writes a
 * page's <title> (PageHead, the not-found screen), from an effect, so after React has committed
 * the page around it. Not from the head manager's own callback: it applies a head it has seen
 * rendered, which under a transition can be before the page is committed (a blog post's title
 * arrived while <main> still held "Loading page…"). Again on every location, for a page whose
 * title does not change.
 */
export function usePageShown(title: string): void {
  const shown = useContext(PageShownContext)
  const { key } = useLocation()
  useEffect(() => shown(title), [shown, title, key])
}

/**
 * Calls `then` once document.title reads `title`: now, or when the head manager writes it (it
 * does so a frame after the page renders). Returns a function that stops waiting.
 */
export function whenTitleIs(title: string, then: () => void): () => void {
  // As the document.title getter returns it: ASCII whitespace stripped and collapsed.
  const wanted = title.replace(/[\t\n\f\r ]+/g, ' ').trim()
  if (document.title === wanted) {
    then()
    return () => {}
  }
  const observer = new MutationObserver(() => {
    if (document.title !== wanted) return
    observer.disconnect()
    then()
  })
  observer.observe(document.head, { subtree: true, childList: true, characterData: true })
  return () => observer.disconnect()
}
