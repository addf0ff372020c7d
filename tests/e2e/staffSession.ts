/** What the staff sign-in browser tests do and look at, shared by their spec files. */
import type { Page } from '@playwright/test'
import { sessionStorageKey } from '../../src/config/backendConfig'
import { testBackend, totpCode } from './fakeSupabase'
import { gotoHydrated } from './hydrated'

const storageKey = sessionStorageKey(testBackend.url)
export const toolbar = (page: Page) => page.getByRole('complementary', { name: 'Staff toolbar' })
export const header = (page: Page) => page.getByRole('banner')
export const storedSession = (page: Page) => page.evaluate((key) => localStorage.getItem(key), storageKey)

export async function signIn(page: Page, user: { email: string; password: string }) {
  await gotoHydrated(page, '/sign-in')
  await page.getByLabel('Work email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** The code step, wherever it shows: an authenticator app's current code. */
export async function enterCode(page: Page, secret: string) {
  await page.getByLabel('Authentication code').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Verify' }).click()
}

/** Requests for the administrator flag (public.is_admin(), or the profiles table), which must not happen below aal2. */
export function watchProfileLookups(page: Page): string[] {
  const lookups: string[] = []
  page.on('request', (request) => {
    if (/\/rest\/v1\/(profiles|rpc\/is_admin)\b/.test(request.url())) lookups.push(request.url())
  })
  return lookups
}
