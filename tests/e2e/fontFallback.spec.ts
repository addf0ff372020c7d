import { expect, test, type Page } from '@playwright/test'
import { localizedPath } from '../../src/routing/localizedPath'
import { gotoHydrated } from './hydrated'

/**
 * Design review 2026-12-01, DES-10: Inter is `font-display: optional`, so a first visit on which it
 * arrives late paints in a local face. That face is scaled to Inter's measure (src/styles/global.css),
 * so the page breaks its lines where Inter does. The test refuses the font files, as a slow first
 * visit would miss them, and compares the headline and lead of the first screen with Inter's.
 */
const pages = [
  { path: localizedPath({ page: 'home', language: 'en' }), viewport: { width: 390, height: 844 } },
  { path: localizedPath({ page: 'home', language: 'de' }), viewport: { width: 390, height: 844 } },
  { path: localizedPath({ page: 'encryption', language: 'en' }), viewport: { width: 1440, height: 900 } },
]

/** Lines of the H1 and of the paragraph after it, and which face painted the H1. */
async function firstScreen(page: Page) {
  return page.evaluate(() => {
    const lines = (element: Element | null) => {
      if (!element) return 0
      const style = getComputedStyle(element)
      return Math.round(element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight))
    }
    const h1 = document.querySelector('main h1')
    return {
      h1: lines(h1),
      lead: lines(h1?.parentElement?.querySelector('h1 ~ p') ?? null),
      inter: [...document.fonts].some(
        (face) => face.family.replaceAll('"', '') === 'Inter Variable' && face.status === 'loaded',
      ),
    }
  })
}

for (const { path, viewport } of pages) {
  test(`DES-10: without Inter, ${path} at ${viewport.width} px breaks its headline and lead into as many lines as with it`, async ({
    browser,
  }) => {
    const withInter = await browser.newPage({ viewport })
    await gotoHydrated(withInter, path)
    await withInter.evaluate(() => document.fonts.ready)
    const inter = await firstScreen(withInter)
    await withInter.close()
    expect(inter.inter).toBe(true)

    const missed = await browser.newPage({ viewport })
    await missed.route(/\.woff2$/, (route) => route.abort())
    await gotoHydrated(missed, path)
    const fallback = await firstScreen(missed)
    await missed.close()
    expect(fallback.inter).toBe(false)
    expect({ h1: fallback.h1, lead: fallback.lead }).toEqual({ h1: inter.h1, lead: inter.lead })
  })
}
