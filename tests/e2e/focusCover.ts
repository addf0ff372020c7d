/**
 * Whether anything hides the keyboard focus (WCAG 2.4.11): a fixed bar, a sticky header, a panel
 * or a toast. Judged by hit testing, as a person sees it: at nine points of each box of the
 * focused element (each line of a link that wraps) that lie in the window, the topmost element
 * must be the focused element or something inside it.
 */
import type { Page } from '@playwright/test'

export interface FocusCover {
  /** What has focus, for the message. */
  name: string
  /** Why it cannot be seen whole, or null when every sample point shows it. */
  hidden: string | null
}

export function focusCover(page: Page): Promise<FocusCover> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return { name: 'body', hidden: 'focus is on <body>' }
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ')
    const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${label.slice(0, 40)}"`
    const boxes = [...element.getClientRects()].filter((box) => box.width > 0 && box.height > 0)
    if (boxes.length === 0) return { name, hidden: 'it has no size' }
    const fractions = [0.2, 0.5, 0.8]
    const misses: string[] = []
    let points = 0
    for (const box of boxes) {
      for (const fx of fractions) {
        for (const fy of fractions) {
          const x = box.left + box.width * fx
          const y = box.top + box.height * fy
          // Beyond the window's edge is where the browser's own scrolling left it (a text area is
          // scrolled to its caret, not whole), not hidden by the page: judged by what is in the window.
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue
          points += 1
          const top = document.elementFromPoint(x, y)
          if (top && element.contains(top)) continue
          const what = top
            ? `<${top.tagName.toLowerCase()} class="${(top.getAttribute('class') ?? '').slice(0, 50)}">`
            : 'nothing'
          misses.push(
            `under ${top?.closest('aside, header, [role="dialog"], [data-toast]')?.tagName.toLowerCase() ?? ''} ${what}`,
          )
        }
      }
    }
    if (points === 0) return { name, hidden: 'it is outside the window' }
    return {
      name,
      hidden:
        misses.length === 0 ? null : `${misses.length} of ${points} points hidden: ${[...new Set(misses)].join('; ')}`,
    }
  })
}

/**
 * Tabs through the whole page once from where focus is and lists every stop something hides.
 * Stops when focus leaves the page (<body>) or comes back to the first stop.
 */
export async function walkFocus(page: Page, limit = 200): Promise<{ stops: number; hidden: string[] }> {
  const hidden: string[] = []
  const seen: Set<string> = new Set()
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press('Tab')
    const where = await page.evaluate(() => {
      const element = document.activeElement
      if (!element || element === document.body) return 'body'
      const box = element.getBoundingClientRect()
      return `${element.tagName}#${element.id}@${Math.round(box.top + scrollY)},${Math.round(box.left)}:${element.textContent?.slice(0, 30)}`
    })
    if (where === 'body' || seen.has(where)) break
    seen.add(where)
    const result = await focusCover(page)
    if (result.hidden) hidden.push(`${seen.size}. ${result.name}: ${result.hidden}`)
  }
  return { stops: seen.size, hidden }
}
