import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** Spec: the page scrolls to the top on every path change (a #hash scrolls to its target instead). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
      return
    }
    window.scrollTo(0, 0)
  }, [pathname, hash])
  return null
}
