import { expect, test, type Page } from '@playwright/test'
import { appLoaderMarkup } from '../../src/boot/appLoaderMarkup'
import { holdApplication } from './holdApplication'
import { waitForHydration } from './hydrated'

/**
 * The application loads after the page (src/boot/deferHydration.ts). These tests prove the page
 * does not wait for it, and that what a visitor does before it arrives is not lost.
 */

const hydrated = (page: Page) => page.locator('html').getAttribute('data-hydrated')

test('the application entry is requested only after the page has loaded', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const timing = await page.evaluate(({ elementId, entryAttribute }) => {
    const entry = document.getElementById(elementId)?.getAttribute(entryAttribute) ?? ''
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const request = performance
      .getEntriesByType('resource')
      .find((resource) => new URL(resource.name).pathname === entry)
    return { entry, loadEventStart: navigation.loadEventStart, requestStart: request?.startTime }
  }, appLoaderMarkup)
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

test('the language menu works while the application is still loading, and the choice is kept', async ({
  page,
  context,
}) => {
  await holdApplication(page)
  await page.goto('/')
  await page.locator('header details[name="language"] summary').click()
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const cookies = await context.cookies()
  expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe('de')
})

test('what a visitor typed into a form before the application loaded survives hydration', async ({ page }) => {
  const release = await holdApplication(page)
  await page.goto('/contact/')
  const form = page.locator('form').first()
  await form.locator('input[name="name"]').fill('Ada Lovelace')
  await form.locator('textarea[name="message"]').fill('We need secure calls for 40 people.')
  // By keyboard, as many visitors tick it: a mouse check() waits for two stable animation frames,
  // which a loaded CI machine once failed to paint within the test's time.
  await form.locator('input[name="privacyNoticeAcknowledged"]').focus()
  await page.keyboard.press('Space')
  await expect(form.locator('input[name="privacyNoticeAcknowledged"]')).toBeChecked()
  release()
  await waitForHydration(page)
  // Typing after hydration re-renders the form: a value React did not know about would be wiped.
  await form.locator('input[name="email"]').fill('ada@example.org')
  await expect(form.locator('input[name="name"]')).toHaveValue('Ada Lovelace')
  await expect(form.locator('textarea[name="message"]')).toHaveValue('We need secure calls for 40 people.')
  await expect(form.locator('input[name="privacyNoticeAcknowledged"]')).toBeChecked()
})
