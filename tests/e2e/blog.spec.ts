import { expect, test } from '@playwright/test'
import { botUserAgents, humanUserAgents } from '../fixtures/userAgents'
import { gotoHydrated } from './hydrated'

// The post bodies are chunks named after their Markdown file (en.md, de.md, …).
const postChunk = /\/assets\/(en|es|pt|fr|de)-[^/]+\.js$/

async function openPostSlowly(page: import('@playwright/test').Page) {
  await gotoHydrated(page, '/blog')
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(postChunk, async (route) => {
    await held
    await route.continue()
  })
  await page.locator('#articles article a').first().click()
  return release
}

test('while a post loads, crawlers see article teasers instead of a skeleton', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: botUserAgents.Google })
  const page = await context.newPage()
  const release = await openPostSlowly(page)
  await expect(page.locator('[data-crawler-teasers] li')).toHaveCount(3)
  await expect(page.locator('[data-skeleton]')).toHaveCount(0)
  release()
  await expect(page.locator('article h1')).toBeVisible()
  await context.close()
})

test('while a post loads, people see a skeleton, then the post without a reload', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: humanUserAgents[0] })
  const page = await context.newPage()
  const release = await openPostSlowly(page)
  await expect(page.locator('[data-skeleton="teasers"]')).toBeVisible()
  await expect(page.locator('[data-crawler-teasers]')).toHaveCount(0)
  release()
  await expect(page.locator('article h1')).toBeVisible()
  await expect(page.locator('.prose-post h2').first()).toBeVisible()
  await context.close()
})

test('a prerendered post hydrates from the data in the page, without fetching it again', async ({ page }) => {
  const postRequests: string[] = []
  page.on('request', (request) => {
    if (postChunk.test(request.url())) postRequests.push(request.url())
  })
  await gotoHydrated(page, '/de/post/ss7-interception-explained')
  await expect(page.locator('article h1')).toHaveText(/SS7/)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expect(postRequests).toEqual([])
  expect(await page.evaluate(() => window.prerenderReady)).toBe(true)
})

test('search opens with Ctrl+K and finds pages in the current language only', async ({ page }) => {
  await gotoHydrated(page, '/de/')
  await page.keyboard.press('Control+k')
  const input = page.getByRole('searchbox')
  await expect(input).toBeFocused()
  await input.fill('Quantencomputer')
  const results = page.locator('dialog[open] ul a')
  await expect(results.first()).toBeVisible({ timeout: 10_000 })
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs.length).toBeGreaterThan(0)
  expect(hrefs.every((href) => href?.startsWith('/de/'))).toBe(true)
  // The first Escape clears the search field (as in any search box), the second closes the dialog.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(page.locator('dialog[open]')).toHaveCount(0)
})
