/**
 * Forced colours (Windows Contrast themes), as Chromium emulates them: every colour is replaced by
 * a few system colours, backgrounds become Canvas and box-shadows are dropped. What a visitor
 * still sees there is judged on rendered pixels, not on computed styles, since a ring made of a
 * box-shadow computes fine and paints nothing (ACC-02 of the 2026-12-01 review).
 */
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'

interface Region {
  x: number
  y: number
  width: number
  height: number
}

/** How far around a focused element an indicator may sit: a 2 px outline offset by up to 4 px. */
const indicatorReach = 8

async function rgba(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().raw().toBuffer()
}

/** The number of pixels that differ between two screenshots of one region. */
async function changedPixels(before: Buffer, after: Buffer): Promise<number> {
  const [a, b] = await Promise.all([rgba(before), rgba(after)])
  let changed = 0
  for (let index = 0; index < a.length; index += 4) {
    if (a[index] !== b[index] || a[index + 1] !== b[index + 1] || a[index + 2] !== b[index + 2]) changed++
  }
  return changed
}

/**
 * Where the focused element can show that it has focus: its own box, and, when it stretches a
 * positioned pseudo-element over a card (`after:absolute after:inset-0`, the card links), the box
 * that pseudo-element fills; padded by `indicatorReach` and cut to the viewport. Null when nothing
 * of it is on screen.
 */
function focusRegion(page: Page, reach: number): Promise<{ name: string; region: Region | null }> {
  return page.evaluate((reach) => {
    const element = document.activeElement as HTMLElement
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`
    const boxes = [element.getBoundingClientRect()]
    for (const pseudo of ['::before', '::after']) {
      const style = getComputedStyle(element, pseudo)
      if (style.content === 'none' || style.position !== 'absolute') continue
      let holder = element.parentElement
      while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement
      if (holder) boxes.push(holder.getBoundingClientRect())
    }
    const left = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.left)) - reach))
    const top = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.top)) - reach))
    const right = Math.min(innerWidth, Math.ceil(Math.max(...boxes.map((box) => box.right)) + reach))
    const bottom = Math.min(innerHeight, Math.ceil(Math.max(...boxes.map((box) => box.bottom)) + reach))
    return {
      name,
      region: right > left && bottom > top ? { x: left, y: top, width: right - left, height: bottom - top } : null,
    }
  }, reach)
}

/**
 * How many pixels the focus indicator of the focused element paints: the region around it
 * focused, then with focus taken away, then focus given back (so a Tab after this goes on from
 * the same element).
 */
export async function focusIndicatorPixels(page: Page): Promise<{ name: string; changed: number | null }> {
  const { name, region } = await focusRegion(page, indicatorReach)
  if (!region) return { name, changed: null }
  const shot = () => page.screenshot({ clip: region, animations: 'disabled', caret: 'hide' })
  const focused = await shot()
  await page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    ;(window as { focusWalkElement?: HTMLElement }).focusWalkElement = element
    element.blur()
  })
  const unfocused = await shot()
  await page.evaluate(() => {
    const holder = window as { focusWalkElement?: HTMLElement }
    holder.focusWalkElement?.focus({ preventScroll: true })
    delete holder.focusWalkElement
  })
  return { name, changed: await changedPixels(focused, unfocused) }
}

/** A key for the focused element, to see when a Tab walk has come round again; 'body' when nothing has focus. */
export function focusedKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'body'
    return `${element.tagName}#${element.id}@${Math.round(element.getBoundingClientRect().top + scrollY)}:${element.textContent?.slice(0, 30)}`
  })
}

/** How far from an edge its border or outline is looked for: an outline outside, a border inside. */
const edgeBand = { outside: 3, inside: 2 }
/** A side counts as drawn when this share of it is painted (corners and a rounded radius are left out). */
const drawnShare = 0.9

/**
 * The sides of an element that separate it from the page but show no line in forced colours,
 * as names ('top', 'left', …); empty when every such side is drawn. A side on the edge of the
 * window (a sheet across the screen, a notice at the top) separates nothing and is not looked at.
 * A side is drawn when along 90% of its middle part some pixel within its band is not the
 * Canvas colour, the colour forced colours give every background.
 */
export async function undrawnSides(page: Page, element: Locator): Promise<string[]> {
  const box = await element.boundingBox()
  if (!box) return ['top', 'right', 'bottom', 'left']
  const viewport = page.viewportSize()!
  const canvas = await page.evaluate(() => {
    const probe = document.createElement('div')
    probe.style.backgroundColor = 'Canvas'
    document.body.append(probe)
    const colour = getComputedStyle(probe).backgroundColor
    probe.remove()
    return colour.match(/\d+/g)!.slice(0, 3).map(Number)
  })
  const clip = {
    x: Math.max(0, Math.floor(box.x - edgeBand.outside)),
    y: Math.max(0, Math.floor(box.y - edgeBand.outside)),
    right: Math.min(viewport.width, Math.ceil(box.x + box.width + edgeBand.outside)),
    bottom: Math.min(viewport.height, Math.ceil(box.y + box.height + edgeBand.outside)),
  }
  const width = clip.right - clip.x
  const height = clip.bottom - clip.y
  if (width <= 0 || height <= 0) return ['top', 'right', 'bottom', 'left']
  const pixels = await rgba(
    await page.screenshot({ clip: { x: clip.x, y: clip.y, width, height }, animations: 'disabled', caret: 'hide' }),
  )
  const painted = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return false
    const at = (y * width + x) * 4
    return (
      Math.abs(pixels[at]! - canvas[0]!) +
        Math.abs(pixels[at + 1]! - canvas[1]!) +
        Math.abs(pixels[at + 2]! - canvas[2]!) >
      96
    )
  }
  // Each side: its line in the screenshot's coordinates, the direction along it, and whether it touches the window's edge.
  const left = Math.round(box.x) - clip.x
  const top = Math.round(box.y) - clip.y
  const right = Math.round(box.x + box.width) - clip.x - 1
  const bottom = Math.round(box.y + box.height) - clip.y - 1
  const sides = [
    { name: 'top', atEdge: box.y <= 1, line: top, inward: 1, horizontal: true },
    { name: 'bottom', atEdge: box.y + box.height >= viewport.height - 1, line: bottom, inward: -1, horizontal: true },
    { name: 'left', atEdge: box.x <= 1, line: left, inward: 1, horizontal: false },
    { name: 'right', atEdge: box.x + box.width >= viewport.width - 1, line: right, inward: -1, horizontal: false },
  ]
  const undrawn: string[] = []
  for (const side of sides) {
    if (side.atEdge) continue
    const from = side.horizontal ? Math.max(left, 0) : Math.max(top, 0)
    const to = side.horizontal ? Math.min(right, width - 1) : Math.min(bottom, height - 1)
    const margin = Math.round((to - from) * 0.1)
    let positions = 0
    let drawn = 0
    for (let along = from + margin; along <= to - margin; along++) {
      positions++
      for (let across = -edgeBand.outside; across <= edgeBand.inside; across++) {
        const offset = side.line + across * side.inward
        if (side.horizontal ? painted(along, offset) : painted(offset, along)) {
          drawn++
          break
        }
      }
    }
    if (positions === 0 || drawn / positions < drawnShare) undrawn.push(side.name)
  }
  return undrawn
}
