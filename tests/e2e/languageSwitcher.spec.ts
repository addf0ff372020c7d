import { expect, test } from '@playwright/test'
import { gotoHydrated } from './hydrated'

test('the switcher keeps the path, stores the choice and updates <html lang>', async ({ page }) => {
  await gotoHydrated(page, '/threats/quantum/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.locator('header details[name="language"] summary').click()
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/threats\/quantum\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de')
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'i18next')?.value).toBe('de')
  await expect(page.locator('main h1')).not.toHaveText(/^The quantum threat/)
})

test('on a page that exists only in English, other languages lead to their home page', async ({ page }) => {
  await page.goto('/competitor-comparison/')
  const links = page.locator('header details[name="language"] a')
  await expect(links.filter({ hasText: 'Español' })).toHaveAttribute('href', '/es/')
  await expect(links.filter({ hasText: 'English' })).toHaveAttribute('href', '/competitor-comparison/')
})

test('the switcher works by keyboard', async ({ page }) => {
  await gotoHydrated(page, '/es/solutions/')
  const summary = page.locator('header details[name="language"] summary')
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('header details[name="language"]')).toHaveAttribute('open', '')
  await page.keyboard.press('Escape')
  await expect(page.locator('header details[name="language"]')).not.toHaveAttribute('open', '')
  await expect(summary).toBeFocused()
})
