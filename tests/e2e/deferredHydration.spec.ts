import { expect, test, type Page } from '@playwright/test'

/**
 * The application loads after the page (src/boot/deferHydration.ts). These tests prove the page
 * does not wait for it, and that what a visitor does before it arrives is not lost.
 */

/** Holds the application entry until `release()`, so the test can act before hydration. */
async function holdApplication(page: Page) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/app-(?!loader-)[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

const hydrated = (page: Page) => page.locator('html').getAttribute('data-hydrated')

test('the application entry is requested only after the page has loaded', async ({ page }) => {
  await page.goto('/')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  const timing = await page.evaluate(() => {
    const entry = document.getElementById('app-loader')?.dataset.entry ?? ''
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const request = performance.getEntriesByType('resource').find((resource) => new URL(resource.name).pathname === entry)
    return { entry, loadEventStart: navigation.loadEventStart, requestStart: request?.startTime }
  })
  expect(timing.entry).toMatch(/^\/assets\/app-[\w-]+\.js$/)
  expect(timing.requestStart, `${timing.entry} was never requested`).toBeDefined()
  expect(timing.requestStart!).toBeGreaterThanOrEqual(timing.loadEventStart)
})

test('a click on Search before the application has loaded opens search once it has', async ({ page }) => {
  const release = await holdApplication(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Search' }).click()
  expect(await hydrated(page)).toBeNull()
  release()
  await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeVisible()
})

test('Ctrl+K before the application has loaded opens search once it has', async ({ page }) => {
  const release = await holdApplication(page)
  await page.goto('/de/')
  await page.keyboard.press('Control+k')
  expect(await hydrated(page)).toBeNull()
  release()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('the language menu works while the application is still loading, and the choice is kept', async ({ page, context }) => {
  await holdApplication(page)
  await page.goto('/')
  await page.locator('header details[name="language"] summary').click()
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const cookies = await context.cookies()
  expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe('de')
})
