import type { Page } from '@playwright/test'

/** Opens a path and waits until React has hydrated it, so clicks are handled by the app. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}
