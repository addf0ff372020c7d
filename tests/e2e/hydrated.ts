import type { Page } from '@playwright/test'

/**
 * Resolves once React has hydrated the page, looked at inside the page every 20 ms. A locator's
 * wait looks at 0, 20, 50, 100, 100 ms and then every 500 ms: a page that hydrates just after a
 * look is left waiting up to half a second (eight page loads in Chromium here: 7.3 and 7.6 s with
 * the locator, 5.1 and 5.2 s looking every 20 ms). A timer, not every frame: a page without focus
 * may stop producing frames. It survives a navigation, as the language redirect makes one.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-hydrated') === 'true', undefined, {
    polling: 20,
  })
}

/** Opens a path and waits until React has hydrated it, so clicks are handled by the app. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}
