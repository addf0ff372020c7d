import { expect, test, type Page, type Route } from '@playwright/test'
import type { Language, PageId } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { gotoHydrated } from './hydrated'
import { fillValidLead, leadEndpoint } from './openStates'

/**
 * ACC-08 (accessibility review 2026-12-01): at 320×256 CSS px (a 1280×1024 screen at 400 % zoom)
 * the failure toast covered the field, or the message, that the form had just put focus on
 * (WCAG 2.4.11). Whatever the lead endpoint answers, no toast may cover any part of the focused
 * element that is on screen.
 */

const failures: { name: string; answer: (route: Route) => Promise<void> }[] = [
  {
    name: 'a refused work email (400)',
    answer: (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: '22023',
          details: JSON.stringify({ field: 'email', reason: 'workEmail' }),
          message: 'lead refused',
        }),
      }),
  },
  {
    name: 'a server failure (503)',
    answer: (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  },
  {
    name: 'the rate limit (429)',
    answer: (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'PT429', message: 'too many' }),
      }),
  },
  { name: 'a network failure', answer: (route) => route.abort('failed') },
]

/** Nine points across the focused element (those inside the viewport), and what is on top at each. */
function coveredPoints(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement
    const box = focused.getBoundingClientRect()
    const covered: string[] = []
    let onScreen = 0
    for (const fx of [1 / 6, 1 / 2, 5 / 6]) {
      for (const fy of [1 / 6, 1 / 2, 5 / 6]) {
        const x = box.left + box.width * fx
        const y = box.top + box.height * fy
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue
        onScreen++
        const top = document.elementFromPoint(x, y)
        if (top?.closest('[data-toast], [data-sonner-toast]'))
          covered.push(`${Math.round(x)},${Math.round(y)} under a toast`)
      }
    }
    return { focused: `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''}`, onScreen, covered }
  })
}

for (const language of ['en', 'de'] as const satisfies readonly Language[]) {
  for (const pageId of ['contact', 'getStarted'] as const satisfies readonly PageId[]) {
    test(`ACC-08: at 320×256 no failure toast covers what the ${pageId} form focuses after a failed send, in ${language}`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width: 320, height: 256 })
      for (const failure of failures) {
        await page.unrouteAll()
        await page.route(leadEndpoint, failure.answer)
        await gotoHydrated(page, localizedPath({ page: pageId, language }))
        const form = page.locator('main form').first()
        await fillValidLead(form)
        await form.locator('button[type="submit"]').click()
        await expect(page.locator('[data-toast="destructive"]'), failure.name).toHaveCount(1)
        const focused = form.locator(failure.name.includes('400') ? '[name="email"]' : '[data-lead-outcome]')
        await expect(focused, failure.name).toBeFocused()
        const seen = await coveredPoints(page)
        expect(seen.onScreen, `${failure.name}: some of ${seen.focused} is on screen`).toBeGreaterThan(0)
        expect(seen.covered, `${failure.name}: ${seen.focused} is clear of every toast`).toEqual([])
      }
    })
  }
}

test('ACC-08: at 1280×800 the failure toast is still shown where it covers nothing that has focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.route(leadEndpoint, failures[1]!.answer)
  await gotoHydrated(page, localizedPath({ page: 'contact', language: 'en' }))
  const form = page.locator('main form').first()
  await fillValidLead(form)
  await form.locator('button[type="submit"]').click()
  await expect(form.locator('[data-lead-outcome]')).toBeFocused()
  await expect(page.locator('[data-toast="destructive"]')).toBeVisible()
  expect((await coveredPoints(page)).covered).toEqual([])
})
