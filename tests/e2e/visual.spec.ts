import { expect, test } from '@playwright/test'
import type { Language } from '../../routes.config'
import { pageTypes } from '../../scripts/content/pageTypes'
import { routeEntries } from '../../scripts/content/routeEntries'
import { gotoHydrated } from './hydrated'

/**
 * What each page type looks like at a phone and a desktop width, in English and in German (the
 * longest language), against committed baselines. `npm run test:visual:update` rewrites them
 * after an intended change; look at the new images before committing them.
 */
const widths = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const
const languages: Language[] = ['en', 'de']

test.describe('visual baselines', () => {
  for (const { type, path } of pageTypes()) {
    for (const language of languages) {
      for (const viewport of widths) {
        test(`${type} (${language}, ${viewport.width} px)`, async ({ page }) => {
          await page.setViewportSize({ width: viewport.width, height: viewport.height })
          // The body font is `font-display: optional`: load it once so the compared view uses it.
          await gotoHydrated(page, path(language))
          await page.evaluate(() => document.fonts.ready.then(() => undefined))
          await gotoHydrated(page, path(language))
          await page.evaluate(() => document.fonts.ready.then(() => undefined))
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          expect(overflow, 'the page scrolls sideways: something is wider than the screen').toBeLessThanOrEqual(0)
          await expect(page).toHaveScreenshot(`${type.replace(/\s+/g, '-')}-${language}-${viewport.name}.png`, { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 })
        })
      }
    }
  }
})

// German runs longest; the root-only pages exist in English alone.
const narrowest = routeEntries().filter((entry) => entry.kind === 'page' && (entry.language === 'de' || (entry.language === 'en' && !routeEntries().some((other) => other.kind === 'page' && other.page === entry.page && other.language === 'de'))))

test(`no page scrolls sideways at 360 px (${narrowest.length} pages, German where translated, fallback font)`, async ({ page }) => {
  test.setTimeout(narrowest.length * 4000)
  await page.setViewportSize({ width: 360, height: 740 })
  // A first visit on a slow line renders in the fallback font (`font-display: optional`), and
  // DejaVu Sans, Linux's usual fallback, runs wider than Inter: lay out with it, the worst case.
  await page.route(/\.woff2$/, (route) => route.abort())
  const overflowing: string[] = []
  for (const entry of narrowest) {
    await gotoHydrated(page, entry.path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    if (overflow > 0) overflowing.push(`${entry.path} (+${overflow} px)`)
  }
  expect(overflowing, 'pages wider than a 360 px screen').toEqual([])
})
