import { expect, test, type Page } from '@playwright/test'
import { localizedPath } from '../../src/routing/localizedPath'
import { humanUserAgents } from '../fixtures/userAgents'
import { gotoHydrated } from './hydrated'
import { desktopMenus, languageMenu, languages, menuSheet, searchButton } from './openStates'

/**
 * Keyboard walks (issue 30, WCAG 2.2 AA): every element that takes focus is visible, shows that
 * it has focus (2.4.7) and is not hidden by the page's own content (2.4.11), with a menu or the
 * language notice open too;
 * Escape closes what is open and gives focus back to what opened it; after a client-side
 * navigation focus lands on the new page's heading and the new title is announced.
 */

interface FocusStop {
  name: string
  /** Why the focused element cannot be seen, or null when it can. */
  hidden: string | null
}

/** Where focus is, and whether a person can see it: in the viewport, not covered at its centre. */
function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return { name: 'body', hidden: 'focus is on <body>' }
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
    const box = element.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return { name, hidden: 'it has no size' }
    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1)
    const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1)
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth)
      return { name, hidden: `it is off screen at ${Math.round(box.left)},${Math.round(box.top)}` }
    const top = document.elementFromPoint(x, y)
    if (
      !(
        top &&
        (element.contains(top) || top.contains(element) || (top instanceof HTMLLabelElement && top.control === element))
      )
    ) {
      return {
        name,
        hidden: `covered by <${top?.tagName.toLowerCase()} class="${top?.getAttribute('class')?.slice(0, 60) ?? ''}">`,
      }
    }
    // A visible indicator (WCAG 2.4.7): an outline on the element, or a ring (outline or box shadow) on a card around it.
    const marked = (node: Element) => {
      const style = getComputedStyle(node)
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
    }
    if (marked(element)) return { name, hidden: null }
    const card = element.parentElement?.closest('[class*="focus-within:"]')
    return { name, hidden: card && marked(card) ? null : 'it shows no focus indicator' }
  })
}

/** Tabs through the whole page once, from the top, and lists every stop that could not be seen. */
async function walk(page: Page, limit = 200): Promise<{ stops: number; hidden: string[] }> {
  const hidden: string[] = []
  const seen: string[] = []
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press('Tab')
    const where = await page.evaluate(() => {
      const element = document.activeElement
      return element && element !== document.body
        ? `${element.tagName}#${element.id}@${Math.round(element.getBoundingClientRect().top + scrollY)}:${element.textContent?.slice(0, 20)}`
        : 'body'
    })
    // Back at the start (the browser's own UI took focus, then the page again): one round done.
    if (seen.includes(where) && where === seen[0]) break
    seen.push(where)
    if (where === 'body') break
    const result = await focusStop(page)
    if (result.hidden) hidden.push(`${seen.length}. ${result.name}: ${result.hidden}`)
  }
  return { stops: seen.length, hidden }
}

const contact = (language: (typeof languages)[number]) => localizedPath({ page: 'contact', language })

for (const language of languages) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`accessibility 2026-11-27 A11Y-03: every focus stop of /contact in ${language} at ${viewport.width} px is visible, with the mobile menu opened first where there is one`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      await gotoHydrated(page, contact(language))
      if (viewport.width < 1280) {
        // Opened, then walked out of: focus must never sit behind the open sheet (A11Y-03).
        await menuSheet(page).locator('summary').first().focus()
        await page.keyboard.press('Enter')
        await expect(menuSheet(page)).toHaveAttribute('open', '')
        await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      }
      const { stops, hidden } = await walk(page)
      expect(stops).toBeGreaterThan(40)
      expect(hidden).toEqual([])
      await expect(menuSheet(page)).not.toHaveAttribute('open', '')
    })
  }
}

for (const language of ['es', 'pt', 'fr', 'de'] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 320, height: 256 },
  ]) {
    test(`accessibility 2026-11-27 A11Y-02: with the ${language} language notice shown, it is the first stop after the skip link and hides no focus stop of /contact at ${viewport.width}×${viewport.height}`, async ({
      browser,
    }) => {
      test.setTimeout(120_000)
      const context = await browser.newContext({ viewport, userAgent: humanUserAgents[0] })
      await context.addInitScript((chosen) => localStorage.setItem('i18nextLng', chosen), language)
      const page = await context.newPage()
      await gotoHydrated(page, '/contact/')
      const notice = page.locator('[data-language-notice]:visible')
      await expect(notice.getByRole('link')).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(page.locator('a[href="#main"]')).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(notice.getByRole('link')).toBeFocused()
      await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await page.evaluate(() => window.scrollTo(0, 0))
      const { stops, hidden } = await walk(page)
      expect(stops).toBeGreaterThan(40)
      expect(hidden).toEqual([])
      await context.close()
    })
  }
}

for (const language of languages) {
  test(`Escape closes every menu and the search dialog in ${language} and gives focus back to what opened it`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const closesBack = async (details: ReturnType<typeof menuSheet>) => {
      const summary = details.locator('summary').first()
      await summary.focus()
      await page.keyboard.press('Enter')
      await expect(details).toHaveAttribute('open', '')
      await page.keyboard.press('Tab') // into the menu
      await page.keyboard.press('Escape')
      await expect(details).not.toHaveAttribute('open', '')
      await expect(summary).toBeFocused()
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, localizedPath({ page: 'home', language }))
    await closesBack(menuSheet(page))
    await closesBack(languageMenu(page))
    await page.setViewportSize({ width: 1280, height: 800 })
    for (let index = 0; index < (await desktopMenus(page).count()); index++)
      await closesBack(desktopMenus(page).nth(index))
    await searchButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('dialog[open] input[type="search"]')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    await expect(searchButton(page)).toBeFocused()
  })
}

test('Escape closes the language notice from anywhere on the page, but leaves it to an open menu first', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: humanUserAgents[0] })
  await context.addInitScript(() => localStorage.setItem('i18nextLng', 'de'))
  const page = await context.newPage()
  await gotoHydrated(page, '/faqs/')
  const notice = page.locator('[data-language-notice]:visible')
  await expect(notice.getByRole('link')).toBeVisible()
  await languageMenu(page).locator('summary').click()
  await page.keyboard.press('Escape')
  await expect(languageMenu(page)).not.toHaveAttribute('open', '')
  await expect(notice, 'the first Escape was the menu’s').toBeVisible()
  await page.locator('main a, main button, main summary').first().focus()
  await page.keyboard.press('Escape')
  await expect(notice).toHaveCount(0)
  await context.close()
})

for (const language of languages) {
  test(`accessibility 2026-11-27 A11Y-06: after a client-side navigation in ${language}, focus is on the new page's heading and its title is announced (a blog post's case: routeFocus.spec.ts, ACC-04)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoHydrated(page, localizedPath({ page: 'home', language }))
    const announcer = page.locator('[data-route-announcer]')
    // From the header, by keyboard.
    const headerLink = page.locator(`header a[href="${localizedPath({ page: 'contact', language })}"]`).first()
    await headerLink.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${localizedPath({ page: 'contact', language })}$`))
    await expect(page.locator('main h1')).toBeFocused()
    await expect(announcer).toHaveText(await page.title())
    // From the footer, far down the page: focus must not stay behind, off screen.
    const footerLink = page.locator(`footer a[href="${localizedPath({ page: 'faqs', language })}"]`).first()
    await footerLink.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${localizedPath({ page: 'faqs', language })}$`))
    await expect(page.locator('main h1')).toBeFocused()
    await expect(announcer).toHaveText(await page.title())
    expect((await focusStop(page)).hidden).toBeNull()
    // From the menu sheet on a phone.
    await page.setViewportSize({ width: 390, height: 844 })
    await menuSheet(page).locator('summary').first().click()
    // Encryption is in the Resources group, the fourth of the menu's accordion (DES-11).
    await menuSheet(page).locator('details[name="mobile-nav"] > summary').nth(3).click()
    await menuSheet(page)
      .locator(`a[href="${localizedPath({ page: 'encryption', language })}"]`)
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`${localizedPath({ page: 'encryption', language })}$`))
    await expect(page.locator('main h1')).toBeFocused()
    await expect(announcer).toHaveText(await page.title())
  })
}
