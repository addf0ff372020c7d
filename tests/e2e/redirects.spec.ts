import { expect, test } from '@playwright/test'
import { gotoHydrated } from './hydrated'
import { site } from '../../src/config/site'

test('the server answers a manifest redirect with 301 and keeps the query', async ({ request }) => {
  const response = await request.get('/faq?utm_source=test', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/faqs?utm_source=test')
})

test('the HTML stub redirects a plain static host, keeping query and hash', async ({ page }) => {
  await page.goto(`/${site.slug}-federal/index.html?ref=old#editions`)
  await expect(page).toHaveURL(new RegExp(`/products/${site.slug}-government\\?ref=old#editions$`))
  await expect(page.locator('main h1')).toBeVisible()
})

test('the Spanish use-cases path goes to the unprefixed page', async ({ page }) => {
  await page.goto('/es/use-cases')
  await expect(page).toHaveURL(/\/out-of-band-communications$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a client-side link to a redirect source replaces history', async ({ page }) => {
  await gotoHydrated(page, '/de/')
  await page.evaluate(() => {
    window.history.pushState({}, '', `/de/voice-gateway`)
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL(/\/de\/products\/voice-gateway$/)
})
