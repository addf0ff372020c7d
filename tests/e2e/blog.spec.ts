import { expect, test } from '@playwright/test'
import { botUserAgents, humanUserAgents } from '../fixtures/userAgents'
import { gotoHydrated } from './hydrated'

// A post page's data document (src/routing/blogDataPaths.ts).
const postDocument = /\/blog-data\/(en|es|pt|fr|de)\/posts\/[^/]+\.json$/

/** Opens /blog/, then follows `link`, holding each request for `held` until the returned function is called. */
async function followSlowly(page: import('@playwright/test').Page, held: RegExp, link: string) {
  await gotoHydrated(page, '/blog/')
  let release: () => void = () => undefined
  const holding = new Promise<void>((resolve) => (release = resolve))
  await page.route(held, async (route) => {
    await holding
    await route.continue()
  })
  await page.locator(link).first().click()
  return release
}

const openPostSlowly = (page: import('@playwright/test').Page) =>
  followSlowly(page, postDocument, '#articles article a')

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

/** From the blog to the contact page, holding the contact page's code. */
const openContactSlowly = (page: import('@playwright/test').Page) =>
  followSlowly(page, /\/assets\/ContactPage-[^/]+\.js$/, 'footer a[href="/contact/"]')

test('spec-audit 2026-11-27 §2-51: while a page’s code loads, crawlers see article teasers instead of the page skeleton', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: botUserAgents.Google })
  const page = await context.newPage()
  const release = await openContactSlowly(page)
  await expect(page.locator('main [data-crawler-teasers] li')).toHaveCount(3)
  await expect(page.locator('[data-skeleton]')).toHaveCount(0)
  release()
  await expect(page.locator('main h1')).toHaveText(/./)
  await expect(page).toHaveURL(/\/contact\/$/)
  await expect(page.locator('[data-crawler-teasers]')).toHaveCount(0)
  await context.close()
})

test('while a page’s code loads, people see the page skeleton, then the page', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: humanUserAgents[0] })
  const page = await context.newPage()
  const release = await openContactSlowly(page)
  await expect(page.locator('[data-skeleton="page"]')).toBeVisible()
  await expect(page.locator('[data-crawler-teasers]')).toHaveCount(0)
  release()
  await expect(page.locator('[data-skeleton]')).toHaveCount(0)
  await expect(page).toHaveURL(/\/contact\/$/)
  await context.close()
})

test('a prerendered post hydrates from the data in the page, without fetching it again', async ({ page }) => {
  const postRequests: string[] = []
  page.on('request', (request) => {
    if (postDocument.test(request.url())) postRequests.push(request.url())
  })
  await gotoHydrated(page, '/de/post/ss7-interception-explained/')
  await expect(page.locator('article h1')).toHaveText(/SS7/)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
  // The flag turns true 100 ms after the data is on screen; by then a page missing its data would
  // have asked for it. ("networkidle" is no clock here: it may have passed before hydration.)
  await expect.poll(() => page.evaluate(() => window.prerenderReady)).toBe(true)
  await page.waitForLoadState('networkidle')
  expect(postRequests).toEqual([])
})

test('a page loads only the blog data it shows: its own post, its own list, the home page’s latest posts', async ({
  page,
}) => {
  const blogData: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/blog-data/')) blogData.push(new URL(request.url()).pathname)
  })
  // Prerendered pages carry their lists in the HTML: hydrating /blog fetches nothing.
  await gotoHydrated(page, '/de/blog/')
  await page.waitForLoadState('networkidle')
  expect(blogData).toEqual([])
  // Following a post link fetches that post's document and nothing else.
  const href = await page.locator('#articles article a').first().getAttribute('href')
  await page.locator('#articles article a').first().click()
  await expect(page.locator('article h1')).toBeVisible()
  expect(blogData).toEqual([`/blog-data/de/posts/${href!.split('/').at(-2)}.json`])
  // The home page's three latest posts are one small document of their own.
  blogData.length = 0
  await gotoHydrated(page, '/de/')
  await page.waitForLoadState('networkidle')
  expect(blogData).toEqual(['/blog-data/de/latest.json'])
  await expect(page.locator('#latest-posts article')).toHaveCount(3)
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
