import { expect, test } from '@playwright/test'
import { gotoHydrated } from './hydrated'
import { languages, languageTag } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { watchConsole } from './consoleWatch'

for (const language of languages) {
  test(`pages load and hydrate without console errors in ${language}`, async ({ page }) => {
    const problems = watchConsole(page)
    for (const target of ['home', 'threatQuantum', 'productEnterprise', 'faqs'] as const) {
      await gotoHydrated(page, localizedPath({ page: target, language }))
      await expect(page.locator('html')).toHaveAttribute('lang', languageTag(language))
      await expect(page.locator('main h1')).toBeVisible()
    }
    // client-side navigation within the language
    await page.locator('footer a').filter({ hasText: /./ }).nth(1).click()
    await expect(page.locator('main h1')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })
}

test('the page scrolls to the top on every path change', async ({ page }) => {
  await gotoHydrated(page, '/threats/')
  await page.locator('footer').scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await page.locator('footer').getByRole('link', { name: 'Encryption' }).click()
  await expect(page).toHaveURL(/\/encryption\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the prerendered HTML already carries the page text, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/de/threats/quantum/')
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.locator('[data-skeleton]')).toHaveCount(0)
  await context.close()
})

test('hydration does not duplicate head tags', async ({ page }) => {
  await gotoHydrated(page, '/fr/products/')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
  await expect(page.locator('head title')).toHaveCount(1)
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(6)
})
