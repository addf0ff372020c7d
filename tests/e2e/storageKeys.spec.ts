/**
 * The cookie policy lists every cookie and storage key the site writes. This test records every
 * write a page makes (cookies, localStorage, sessionStorage) while a visitor picks a language,
 * closes the language notice, meets a page whose chunk a newer release removed, and a member of
 * staff signs in by password and by email link; every key written must match a row of the cookie
 * policy, and the policy lists the same keys in all five languages.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { languages } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { createStaffUser, latestEmailLink } from './fakeSupabase'
import { humanUserAgents } from '../fixtures/userAgents'
import { gotoHydrated } from './hydrated'
import { enterCode, signIn } from './staffSession'

/** Wraps the three ways a page can write, before any script of the page runs. */
async function recordWrites(context: BrowserContext, written: Set<string>): Promise<void> {
  await context.exposeBinding(
    '__recordStorageWrite',
    (_source, kind: string, key: string) => void written.add(`${kind}:${key}`),
  )
  await context.addInitScript(() => {
    const record = (window as unknown as { __recordStorageWrite: (kind: string, key: string) => void })
      .__recordStorageWrite
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      record(this === window.localStorage ? 'localStorage' : 'sessionStorage', key)
      return setItem.call(this, key, value)
    }
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => cookie.get!.call(document),
      set: (value: string) => {
        record('cookie', value.split('=')[0]!.trim())
        cookie.set!.call(document, value)
      },
    })
  })
}

/** The Name column of the cookie policy's table, in one language. */
async function listedKeys(page: Page, language: (typeof languages)[number]): Promise<string[]> {
  await page.goto(localizedPath({ page: 'legalCookies', language }))
  return page
    .locator('main table tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('th, td')!.textContent!.trim()))
}

/** A listed name with <placeholders> matches any value in their place. */
function matches(listed: string, key: string): boolean {
  const pattern = listed
    .split(/<[^>]+>/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+')
  return new RegExp(`^${pattern}$`).test(key)
}

test('every cookie and storage key the site writes is listed in the cookie policy, in every language', async ({
  browser,
}) => {
  test.slow()
  // A person's browser: headless Chromium's own user agent counts as a crawler, which is never offered a language.
  const context = await browser.newContext({ userAgent: humanUserAgents[0] })
  const written = new Set<string>()
  await recordWrites(context, written)
  const page = await context.newPage()

  // A visitor picks a language, then opens an English address and closes the offer of German.
  await gotoHydrated(page, '/threats')
  await page.locator('header details[name="language"] summary').click()
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/threats\/$/)
  await gotoHydrated(page, '/encryption')
  await page.locator('[data-language-notice]:visible button').click()

  // A release removed the chunk of the page the visitor opens next: the page reloads once.
  const removedChunk = /\/assets\/GetStartedPage-[^/]+\.js$/
  await page.route(removedChunk, (route) => route.fulfill({ status: 404, body: 'Not found' }))
  await gotoHydrated(page, '/')
  // Any link to the page, with or without the form's #intent (the calls to action carry one).
  const getStarted = localizedPath({ page: 'getStarted', language: 'en' })
  await page.locator(`main a[href="${getStarted}"], main a[href^="${getStarted}#"]`).first().click()
  await expect.poll(() => [...written].some((key) => key.startsWith('sessionStorage:vaultline:reloaded:'))).toBe(true)
  await page.unroute(removedChunk)

  // Staff: a password sign-in with its code step, and an email link (which stores a PKCE verifier).
  const admin = await createStaffUser({ role: 'admin', factors: [{ type: 'totp' }] })
  // A page of its own: the reload above may still be under way on the first one.
  const staffPage = await context.newPage()
  await signIn(staffPage, admin)
  await enterCode(staffPage, admin.factors[0]!.secret)
  await expect(staffPage.getByRole('complementary', { name: 'Staff toolbar' })).toBeVisible()
  // Another browser, not yet signed in, for the email link.
  const member = await createStaffUser()
  const secondBrowser = await browser.newContext({ userAgent: humanUserAgents[0] })
  await recordWrites(secondBrowser, written)
  const staff = await secondBrowser.newPage()
  await gotoHydrated(staff, '/sign-in')
  await staff.getByLabel('Work email').fill(member.email)
  await staff.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(staff.getByText(/a sign-in link is on its way/)).toBeVisible()
  await staff.goto(await latestEmailLink(member.email))
  await expect(staff).toHaveURL(/\/account\/$/)

  const keys = [...written].map((entry) => entry.slice(entry.indexOf(':') + 1))
  for (const expected of ['i18next', 'i18nextLng', 'vaultline:language-notice-dismissed'])
    expect(keys).toContain(expected)
  expect(keys.some((key) => key.endsWith('-auth-token-code-verifier'))).toBe(true)

  const english = await listedKeys(staffPage, 'en')
  const unlisted = keys.filter((key) => !english.some((listed) => matches(listed, key)))
  expect(unlisted, 'keys the site wrote that the cookie policy does not list').toEqual([])
  // Placeholders are written in each language (<path>, <chemin>): compare the names around them.
  const shape = (names: string[]) => names.map((name) => name.replace(/<[^>]+>/g, '<>'))
  for (const language of languages)
    expect(shape(await listedKeys(staffPage, language)), `the cookie policy in ${language}`).toEqual(shape(english))
  await secondBrowser.close()
  await context.close()
})
