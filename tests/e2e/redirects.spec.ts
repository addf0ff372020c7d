import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { distDir } from '../../scripts/shared/projectPaths'
import { gotoHydrated } from './hydrated'
import { site } from '../../src/config/site'

test('the server answers a manifest redirect with 301 and keeps the query', async ({ request }) => {
  const response = await request.get('/faq?utm_source=test', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/faqs/?utm_source=test')
})

test('the HTML stub redirects a plain static host, keeping query and hash', async ({ page }) => {
  // The CDN answers the source with a 301 before any file: the stub is served here as a host
  // without redirect rules would serve it.
  const stub = readFileSync(join(distDir, `${site.slug}-federal`, 'index.html'), 'utf8')
  await page.route('**/plain-static-host/**', (route) => route.fulfill({ contentType: 'text/html', body: stub }))
  await page.goto(`/plain-static-host/${site.slug}-federal/?ref=old#editions`)
  await expect(page).toHaveURL(new RegExp(`/products/${site.slug}-government/\\?ref=old#editions$`))
  await expect(page.locator('main h1')).toBeVisible()
})

test('spec-audit 2026-11-27 §2-26: a page asked for without its slash or by its index.html answers one permanent redirect to its address', async ({
  request,
}) => {
  // The slashless addresses are _redirects rules (301); an index.html gets Cloudflare's own 308.
  for (const [path, page, status] of [
    ['/threats?ref=a', '/threats/?ref=a', 301],
    ['/de/products/index.html', '/de/products/', 308],
    ['/es', '/es/', 301],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(status)
    expect(response.headers().location).toBe(page)
  }
})

test('the Spanish use-cases path goes to the unprefixed page', async ({ page }) => {
  await page.goto('/es/use-cases')
  await expect(page).toHaveURL(/\/out-of-band-communications\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a client-side link to a redirect source replaces history', async ({ page }) => {
  await gotoHydrated(page, '/de/')
  await page.evaluate(() => {
    window.history.pushState({}, '', `/de/voice-gateway`)
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL(/\/de\/products\/voice-gateway\/$/)
})
