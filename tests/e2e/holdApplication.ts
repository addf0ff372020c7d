import type { Page } from '@playwright/test'

/** Requests for the application entry (assets/app-<hash>.js), never the app loader itself. */
export const applicationChunk = /\/assets\/app-(?!loader-)[\w-]+\.js$/

/** Holds the application entry until `release()`, so a test can act before the page hydrates. */
export async function holdApplication(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(applicationChunk, async (route) => {
    await held
    await route.continue()
  })
  return release
}
