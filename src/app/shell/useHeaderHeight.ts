import { useLayoutEffect, type RefObject } from 'react'

/**
 * Publishes the sticky header's height as `--header-height` on <html>. The header wraps onto a
 * second row when its controls do not fit (long labels, WCAG text spacing, zoom), and what sits
 * under it has to follow: the menu sheet starts below it, and `scroll-padding-top` keeps a
 * focused element clear of it (WCAG 2.4.11). Set through the CSSOM, which the CSP allows.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = header.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const publish = () => root.style.setProperty('--header-height', `${element.getBoundingClientRect().height}px`)
    publish()
    const observer = new ResizeObserver(publish)
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--header-height')
    }
  }, [header])
}
