import { randomUUID } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { testBackend } from '../fakeSupabase/testBackend'
import { visitFrom } from './fakeSupabase'
import { watchCspViolations } from './consoleWatch'
import { gotoHydrated } from './hydrated'

/** CSP violations the page reports, and those the browser only logs. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations = await watchCspViolations(page)
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

async function submitDemoRequest(page: Page) {
  const form = page.locator('#lead-form form')
  await form.locator('[name="name"]').fill('Amira Haddad')
  await form.locator('[name="email"]').fill(`amira.${randomUUID().slice(0, 8)}@ministry.example`)
  await form.locator('[name="organisation"]').fill('Ministry of Digital Affairs')
  await form.locator('[name="role"]').fill('Head of Security')
  await form.locator('[name="country"]').selectOption('GB')
  await form.locator('[name="teamSize"]').selectOption('250-999')
  await form.locator('[name="interest"]').selectOption('government')
  await form.locator('[name="privacyNoticeAcknowledged"]').check()
  await form.locator('button[type="submit"]').click()
}

/**
 * The toast is laid out as designed (not an unstyled block in the page flow) and, once its
 * entrance animation has run (sonner slides it in from below), wholly on screen.
 */
async function expectOnScreen(page: Page, toast: Locator) {
  await expect(toast).toBeVisible()
  const viewport = page.viewportSize()!
  await expect(async () => {
    const box = await toast.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.y).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width)
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height)
  }).toPass({ timeout: 3000 })
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`toasts under the production CSP at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('the success toast (sonner) after a lead is styled, bottom right, on screen, with no CSP violation', async ({
      page,
    }) => {
      const violations = await watchCsp(page)
      // Each visitor of its own: the database limits leads per client address.
      await visitFrom(page)
      await gotoHydrated(page, '/contact')
      await page.locator('#lead-form').scrollIntoViewIfNeeded()
      await submitDemoRequest(page)
      const toaster = page.locator('[data-sonner-toaster]')
      const toast = toaster.locator('[data-sonner-toast]').first()
      await expectOnScreen(page, toast)
      // sonner's stylesheet is applied: the toaster is fixed to the viewport and the toast is its card.
      expect(await toaster.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
      expect(await toast.evaluate((element) => getComputedStyle(element).position)).toBe('absolute')
      if (viewport.width > 600) {
        const box = (await toast.boundingBox())!
        expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.6)
        expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.6)
      }
      expect(await page.locator('head style').count()).toBe(0)
      expect(violations).toEqual([])
    })

    test('the failure toast (simple system) is styled, on screen, with no CSP violation', async ({ page }) => {
      const violations = await watchCsp(page)
      await page.route(`${testBackend.url}/**`, (route) => route.abort('connectionrefused'))
      await gotoHydrated(page, '/contact')
      await submitDemoRequest(page)
      // The form puts focus on its own copy of the message, so this toast is shown, not announced (a quiet toast).
      const toast = page.locator('[data-toast="destructive"]').filter({ has: page.getByRole('link') })
      await expectOnScreen(page, toast)
      expect(await toast.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
      expect(violations).toEqual([])
    })
  })
}
