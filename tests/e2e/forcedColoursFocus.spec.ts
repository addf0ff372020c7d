import { expect, test, type Page } from '@playwright/test'
import type { Language } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { focusIndicatorPixels, focusedKey, undrawnSides } from './forcedColours'
import { gotoHydrated } from './hydrated'

/**
 * ACC-02 of the 2026-12-01 accessibility review: in forced colours the card links showed no focus
 * at all, since their only indicator was a box-shadow ring, which forced colours remove. Here a
 * keyboard walks the pages that hold every kind of card (link cards, threat layers, post cards,
 * latest posts, related posts) and the form, and every focus stop must change pixels when it
 * takes focus, compared with the same place without focus. The header and footer are the same on
 * every page: they are checked on the home page of each language, and elsewhere only what is in
 * <main>.
 */

const viewport = { width: 1280, height: 800 }
/** A page has fewer stops than this (the home page about 60); a walk that reaches it has gone round in circles. */
const stopLimit = 150

const walkedPages: { name: string; path: (language: Language) => string }[] = [
  { name: 'home', path: (language) => localizedPath({ page: 'home', language }) },
  { name: 'blog', path: (language) => localizedPath({ page: 'blog', language }) },
  { name: 'threats', path: (language) => localizedPath({ page: 'threats', language }) },
  { name: 'contact', path: (language) => localizedPath({ page: 'contact', language }) },
  { name: 'product', path: (language) => localizedPath({ page: 'productGovernment', language }) },
  {
    name: 'post',
    path: (language) => localizedPath({ page: 'blogPost', language, params: { slug: 'harvest-now-decrypt-later' } }),
  },
]

const inMain = (page: Page) => page.evaluate(() => document.activeElement?.closest('main') !== null)

/** Tabs through the page once from the top; lists each stop whose focus changed no pixel, and counts the stops compared. */
async function walkComparing(page: Page, onlyMain: boolean): Promise<{ compared: number; unseen: string[] }> {
  const unseen: string[] = []
  const seen: string[] = []
  let compared = 0
  for (let stop = 0; stop < stopLimit; stop++) {
    await page.keyboard.press('Tab')
    const key = await focusedKey(page)
    if (key === 'body' || key === seen[0]) break
    seen.push(key)
    if (onlyMain && !(await inMain(page))) continue
    const { name, changed } = await focusIndicatorPixels(page)
    compared++
    if (changed === null) unseen.push(`${seen.length}. ${name}: off screen`)
    else if (changed === 0) unseen.push(`${seen.length}. ${name}: 0 pixels changed`)
  }
  return { compared, unseen }
}

for (const language of ['en', 'de'] as const) {
  for (const walked of walkedPages) {
    const path = walked.path(language)
    test(`ACC-02: in forced colours every focus stop of ${path} changes pixels when it takes focus`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await page.setViewportSize(viewport)
      await page.emulateMedia({ forcedColors: 'active' })
      await gotoHydrated(page, path)
      const { compared, unseen } = await walkComparing(page, walked.name !== 'home')
      // Every page walked has more than a handful of stops in <main>: a walk that compared few went wrong.
      expect(compared).toBeGreaterThan(5)
      expect(unseen).toEqual([])
    })
  }
}

/**
 * The review also saw buttons such as "Request a demo" turn into plain text in forced colours:
 * a button drawn by its fill loses its shape when every background becomes Canvas. Each control
 * that is drawn by a fill in normal colours must show a border on every side in forced colours.
 */
for (const language of ['en', 'de'] as const) {
  for (const pageId of ['home', 'contact', 'downloads'] as const) {
    const path = localizedPath({ page: pageId, language })
    test(`ACC-02: in forced colours every filled button of ${path} keeps a visible border`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, path)
      // In normal colours: the visible links and buttons whose background differs from what is behind them.
      const filled = await page.evaluate(() => {
        const opaque = (colour: string) => colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour)
        const behind = (element: Element) => {
          for (let node = element.parentElement; node; node = node.parentElement) {
            const colour = getComputedStyle(node).backgroundColor
            if (opaque(colour)) return colour
          }
          return 'rgb(255, 255, 255)'
        }
        const marked: string[] = []
        for (const element of document.querySelectorAll('a, button, summary, input[type="submit"]')) {
          const box = element.getBoundingClientRect()
          if (box.width < 8 || box.height < 8 || getComputedStyle(element).visibility === 'hidden') continue
          const colour = getComputedStyle(element).backgroundColor
          if (!opaque(colour) || colour === behind(element)) continue
          const id = `filled-${marked.length}`
          element.setAttribute('data-filled-control', id)
          marked.push(`${id} ${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`)
        }
        return marked
      })
      expect(filled.length).toBeGreaterThan(0)
      await page.emulateMedia({ forcedColors: 'active' })
      const borderless: string[] = []
      for (const entry of filled) {
        const control = page.locator(`[data-filled-control="${entry.split(' ')[0]}"]`)
        await control.scrollIntoViewIfNeeded()
        const sides = await undrawnSides(page, control)
        if (sides.length > 0) borderless.push(`${entry}: no line on ${sides.join(', ')}`)
      }
      expect(borderless).toEqual([])
    })
  }
}
