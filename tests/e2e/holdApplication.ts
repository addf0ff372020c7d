import type { Page } from '@playwright/test'

/** Holds the application entry until `release()`, so a test can act before the page hydrates. */
export async function holdApplication(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/app-(?!loader-)[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}
