import { expect, test } from '@playwright/test'
import type { Language } from '../../routes.config'
import { pageTypes } from '../../scripts/content/pageTypes'
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
          await expect(page).toHaveScreenshot(`${type.replace(/\s+/g, '-')}-${language}-${viewport.name}.png`, {
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.01,
          })
        })
      }
    }
  }
})
