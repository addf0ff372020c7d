import { expect, test } from '@playwright/test'
import { gotoHydrated } from './hydrated'

test('after a new deploy removed the old chunks, navigating loads the new page in full instead of a blank screen', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  // Build B is live: build A's chunk and loader-data files are gone from the server.
  await page.route(/\/assets\/EncryptionPage-[^/]+\.js|\/static-loader-data/, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title>' }),
  )
  const fullLoad = page.waitForEvent('load')
  await page.locator('footer').getByRole('link', { name: 'Encryption' }).click()
  await fullLoad
  await page.unroute(/\/assets\/EncryptionPage-[^/]+\.js|\/static-loader-data/)
  await expect(page).toHaveURL(/\/encryption\/$/)
  await expect(page.locator('main h1')).toBeVisible()
})

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('pages show their content, navigation and language links', async ({ page }) => {
    await page.goto('/de/products/')
    await expect(page.locator('main h1')).toBeVisible()
    await expect(page.locator('footer a[href="/de/legal/privacy/"]')).toHaveCount(1)
    await page.locator('header details[name="language"] summary').click()
    await expect(page.locator('header details[name="language"] a[href="/products/"]')).toBeVisible()
    await page.locator('footer a[href="/de/contact/"]').first().click()
    await expect(page).toHaveURL(/\/de\/contact\/$/)
  })

  test('forms fall back to email', async ({ page }) => {
    await page.goto('/contact/')
    const action = await page.locator('#lead-form form').getAttribute('action')
    expect(action).toMatch(/^mailto:sales@/)
    expect(await page.locator('#lead-form form').getAttribute('enctype')).toBe('text/plain')
  })
})
