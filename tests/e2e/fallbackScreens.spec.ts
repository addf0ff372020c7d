import { expect, test } from '@playwright/test'
import { gotoHydrated } from './hydrated'

test.describe('not-found page', () => {
  test('unknown English path answers 404 with the spec wording and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByText("The page you're looking for doesn't exist or has moved.")).toBeVisible()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('unknown German path shows the German not-found page', async ({ page }) => {
    const response = await page.goto('/de/gibt-es-nicht')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found')
    await expect(page.locator('main').getByRole('link', { name: /startseite/i })).toHaveAttribute('href', '/de/')
  })

  test('client-side navigation to an unknown path shows the not-found screen in that language', async ({ page }) => {
    await gotoHydrated(page, '/fr/')
    await page.evaluate(() => {
      window.history.pushState({}, '', '/fr/inconnue')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.locator('main h1')).toBeVisible()
    await expect(page.locator('main')).toContainText('404')
  })

  test('odd paths never redirect off-site and never reflect the input', async ({ page }) => {
    for (const path of [
      '/%3Cscript%3Ealert(1)%3C/script%3E',
      '//evil.example/x',
      '/%2F%2Fevil.example',
      '/es/../de/threats',
    ]) {
      let dialog = false
      page.on('dialog', async (d) => {
        dialog = true
        await d.dismiss()
      })
      const base = test.info().project.use.baseURL!
      await page.goto(`${base}${path}`)
      expect(new URL(page.url()).host).toBe(new URL(base).host)
      expect(await page.content()).not.toContain('<script>alert(1)')
      expect(await page.content()).not.toContain('evil.example')
      expect(dialog).toBe(false)
    }
  })
})

test.describe('page chunk failures', () => {
  test('a page chunk that never loads is retried 3 times, then "Page Loading Error" with Reload Page and Go Back', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    let attempts = 0
    await page.route(/\/assets\/FaqsPage-[^/]+\.js/, async (route) => {
      if (route.request().method() === 'GET') attempts += 1
      await route.abort('connectionreset')
    })
    await page.locator('footer').getByRole('link', { name: 'FAQs' }).click()
    await expect(page.getByRole('heading', { name: 'Page Loading Error' })).toBeVisible({ timeout: 15_000 })
    await expect(
      page.getByText('Failed to load page component after 3 attempts. Please refresh the page.'),
    ).toBeVisible()
    expect(attempts).toBe(3)
    await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible()
    await page.getByRole('button', { name: 'Go Back' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a page that throws while rendering shows the crash screen with details and a Reload button', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    await page.route(/\/assets\/FaqsPage-[^/]+\.js/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function Broken() { throw new Error("Intentional test crash") }',
      }),
    )
    await page.locator('footer').getByRole('link', { name: 'FAQs' }).click()
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(page.getByText('The app encountered an error and stopped rendering.')).toBeVisible()
    await expect(page.getByText('Intentional test crash').first()).toBeVisible()
    await expect(page.getByText('Component stack')).toBeVisible()
    await expect(page.locator('header')).toBeVisible()
    await page.unroute(/\/assets\/FaqsPage-[^/]+\.js/)
    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.locator('main h1')).not.toHaveText('Something went wrong')
  })
})
