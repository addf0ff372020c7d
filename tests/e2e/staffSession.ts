/** What the staff sign-in browser tests do and look at, shared by their spec files. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import type { Language } from '../../routes.config'
import { sessionStorageKey } from '../../src/config/backendConfig'
import { createStaffUser, testBackend, totpCode } from './fakeSupabase'
import { gotoHydrated } from './hydrated'

const storageKey = sessionStorageKey(testBackend.url)
const localeFile = (language: Language, namespace: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, `${namespace}.json`), 'utf8'))
export const toolbar = (page: Page) => page.getByRole('complementary', { name: 'Staff toolbar' })
/** The toolbar in a page of `language`, named in that language; its key-view switch shows its tools have loaded. */
export const toolbarIn = (page: Page, language: Language) =>
  page
    .getByRole('complementary', { name: (localeFile(language, 'common') as { staff: { label: string } }).staff.label })
    .locator('button[aria-pressed]')
export const header = (page: Page) => page.getByRole('banner')
/** Who is signed in, sign-out and, for administrators at aal2, the toolbar: under the header of every page, in its flow. */
export const staffBar = (page: Page) => page.locator('aside[data-staff-bar]')
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

/** A new administrator with an approved authenticator, signed in at aal2 with the toolbar showing. */
export async function signInAsAdministrator(
  page: Page,
  options: { accessTokenSeconds?: number } = {},
): Promise<{ email: string; password: string }> {
  const admin = await createStaffUser({ role: 'admin', factors: [{ type: 'totp' }], ...options })
  await signIn(page, admin)
  await enterCode(page, admin.factors[0]!.secret)
  await expect(toolbar(page)).toBeVisible()
  return admin
}
