import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { languages, type Language } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { gotoHydrated } from './hydrated'

/**
 * The header's calls to action are the site's two (design review DES-03): Request a demo and Plan a
 * pilot. At every width the header offers both, visible or in a menu it opens, and each is
 * reachable by keyboard; its controls keep their labels on one line.
 */
const widths = [360, 768, 1024, 1280, 1440, 1536]
const ctas = (language: Language) => {
  const common = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../locales', language, 'common.json'), 'utf8'),
  ) as { cta: Record<'planPilot' | 'requestDemo', string> }
  return [common.cta.planPilot, common.cta.requestDemo]
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Presses Tab until `target` has focus; false if it never does. */
async function tabTo(page: Page, target: Locator, presses = 80): Promise<boolean> {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return true
  }
  return false
}

/** The link for a call to action, by its text (inside a closed menu it is not in the accessibility tree). */
const ctaLink = (page: Page, name: string) =>
  page.locator('a[href]').filter({ hasText: new RegExp(`^\\s*${escape(name)}`) })

async function openHome(page: Page, language: Language, width: number) {
  await page.setViewportSize({ width, height: 900 })
  // The fallback font is the widest case (a first visit on a slow line).
  await page.route(/\.woff2$/, (route) => route.abort())
  await gotoHydrated(page, localizedPath({ page: 'home', language }))
  return page.locator('header').first()
}

for (const width of widths) {
  test(`at ${width} px the header offers both calls to action, each reachable by keyboard`, async ({ page }) => {
    test.setTimeout(120_000)
    const header = await openHome(page, 'en', width)
    for (const name of ctas('en')) {
      const cta = ctaLink(page, name)
      const links = header.locator(cta)
      await expect(links.first(), `"${name}" is in the header`).toBeAttached()
      await page.locator('body').focus()
      if ((await links.filter({ visible: true }).count()) === 0) {
        // Not shown at this width: it sits in a menu of the header. Open that menu by keyboard.
        const menu = header.locator('details').filter({ has: cta }).filter({ visible: true }).last()
        await expect(menu, `"${name}" is not shown, so a menu of the header must hold it`).toBeVisible()
        expect(
          await tabTo(page, menu.locator(':scope > summary')),
          `the menu holding "${name}" is reachable with Tab`,
        ).toBe(true)
        await page.keyboard.press('Enter')
        await expect(menu).toHaveAttribute('open', '')
      }
      const link = links.filter({ visible: true }).first()
      await expect(link, `"${name}" is visible once its menu is open`).toBeVisible()
      expect(await tabTo(page, link), `"${name}" is reachable with Tab`).toBe(true)
      await page.keyboard.press('Escape')
    }
  })
}

for (const language of languages) {
  test(`in ${language} the header row fits and offers both calls to action at every width`, async ({ page }) => {
    // Six page loads, one per width.
    test.setTimeout(120_000)
    for (const width of widths) {
      const header = await openHome(page, language, width)
      const row = header.locator(':scope > div')
      expect(
        await row.evaluate((element) => element.scrollWidth - element.clientWidth),
        `the header row fits at ${width} px`,
      ).toBeLessThanOrEqual(0)
      for (const name of ctas(language)) {
        const cta = ctaLink(page, name)
        const shown = (await header.locator(cta).filter({ visible: true }).count()) > 0
        const inMenu = (await header.locator('details').filter({ has: cta }).filter({ visible: true }).count()) > 0
        expect(shown || inMenu, `"${name}" is visible or in a menu of the header at ${width} px`).toBe(true)
      }
      // German's and French's "Request a demo" once wrapped onto two lines inside its button from 1280 px.
      const controls = row.locator(':scope > div').last().locator('a, summary').filter({ visible: true })
      for (const control of await controls.all()) {
        const lines = await control.evaluate((element) => {
          const style = getComputedStyle(element)
          const content =
            element.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom)
          return content / Number.parseFloat(style.lineHeight)
        })
        expect(lines, `"${await control.innerText()}" keeps its label on one line at ${width} px`).toBeLessThan(2)
      }
    }
  })
}
