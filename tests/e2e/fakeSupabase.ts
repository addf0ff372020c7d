import type { BrowserContext, Page } from '@playwright/test'
import { randomInt, randomUUID } from 'node:crypto'
import { identityProviderCookie, type TestFactorOption, type TestUserOptions } from '../fakeSupabase/gotrue'
import { testBackend } from '../fakeSupabase/testBackend'

export { totpCode } from '../fakeSupabase/totp'
export { testBackend }

export interface TestFactor {
  id: string
  type: 'totp' | 'phone'
  /** The TOTP secret an authenticator app would hold ('' for phones). */
  secret: string
}

const control = (path: string, init?: RequestInit) => fetch(`${testBackend.url}/__test${path}`, init)
const userPath = (email: string, rest = '') => `/users/${encodeURIComponent(email)}${rest}`

/** A staff user of its own for each test, so tests run in parallel without sharing state. */
export async function createStaffUser(
  options: Partial<TestUserOptions> = {},
): Promise<{ email: string; password: string; factors: TestFactor[] }> {
  const user = {
    email: `staff-${randomUUID().slice(0, 8)}@vaultline.test`,
    password: 'correct horse battery staple',
    ...options,
  }
  const response = await control('/users', { method: 'POST', body: JSON.stringify(user) })
  if (response.status !== 201)
    throw new Error(`the fake Supabase refused the test user: ${response.status} ${await response.text()}`)
  const { factors } = (await response.json()) as { factors: TestFactor[] }
  return { email: user.email, password: user.password, factors }
}

export async function staffUserStatus(
  email: string,
): Promise<{ refreshCount: number; logoutCount: number; factors: string[]; identities: string[] }> {
  return (await control(userPath(email))).json()
}

/**
 * The link in the latest email the auth server sent this user (magic link or recovery). The page
 * is answered before Auth sends it (supabase/functions/staff-email-link), so it may take a moment.
 */
export async function latestEmailLink(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await control(userPath(email, '/mail'))
    if (response.ok) return ((await response.json()) as { link: string }).link
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no email was sent to ${email}`)
}

/** The code in the latest text message sent to this user's phone factor. */
export async function latestSmsCode(email: string): Promise<string> {
  const response = await control(userPath(email, '/sms'))
  if (!response.ok) throw new Error(`no text message was sent to ${email}`)
  return ((await response.json()) as { code: string }).code
}

/** The user verifies a factor on another device (the browser under test does not know). */
export async function addFactorElsewhere(
  email: string,
  option: TestFactorOption = { type: 'totp' },
): Promise<TestFactor> {
  return (await control(userPath(email, '/factors'), { method: 'POST', body: JSON.stringify(option) })).json()
}

/** The user removes a factor on another device: sessions it raised to aal2 drop to aal1, as in GoTrue. */
export async function removeFactorElsewhere(email: string, factorId: string): Promise<void> {
  const response = await control(userPath(email, `/factors/${factorId}`), { method: 'DELETE' })
  if (response.status !== 204)
    throw new Error(`the fake Supabase could not remove factor ${factorId}: ${response.status}`)
}

/** The project's owner approves the user's first verified authenticator or passkey (private.grant_administrator). */
export async function approveAdministrator(email: string): Promise<string> {
  const response = await control(userPath(email, '/approve'), { method: 'POST' })
  if (!response.ok)
    throw new Error(`the fake Supabase could not approve ${email}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { factorId: string }).factorId
}

/** Signs the browser in at the stand-in identity provider, which then approves OAuth requests as this account. */
export async function signInAtIdentityProvider(context: BrowserContext, account: string): Promise<void> {
  await context.addCookies([{ name: identityProviderCookie, value: encodeURIComponent(account), url: testBackend.url }])
}

/** The leads table as the database owner sees it (sales reads leads there, never through the API). */
export async function leadsStoredFor(email: string): Promise<Record<string, unknown>[]> {
  return (await fetch(`${testBackend.url}/__test/leads?email=${encodeURIComponent(email)}`)).json()
}

/** The operator's alerts (private.alerts) that name this address, oldest first. */
export async function alertsAbout(
  email: string,
): Promise<{ kind: string; message: string; details: Record<string, unknown> }[]> {
  const alerts = (await (await fetch(`${testBackend.url}/__test/alerts`)).json()) as {
    kind: string
    message: string
    details: Record<string, unknown>
  }[]
  return alerts.filter((alert) => alert.message.includes(email))
}

/** An address of its own for each test (198.18.0.0/15, set aside for tests), so rate limits do not reach across tests. */
export const freshClientAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`

/** The page's calls to the fake Supabase arrive from `address`, as another visitor's would. */
export async function visitFrom(page: Page, address = freshClientAddress()): Promise<string> {
  await page.route(`${testBackend.url}/rest/v1/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), [testBackend.clientAddressHeader]: address } }),
  )
  return address
}

/** POST /rest/v1/rpc/submit_lead with the public key, as any script could, from `address`. */
export function submitLeadThroughApi(args: Record<string, unknown>, address: string): Promise<Response> {
  return fetch(`${testBackend.url}/rest/v1/rpc/submit_lead`, {
    method: 'POST',
    headers: {
      apikey: testBackend.anonKey,
      authorization: `Bearer ${testBackend.anonKey}`,
      'content-type': 'application/json',
      [testBackend.clientAddressHeader]: address,
    },
    body: JSON.stringify(args),
  })
}
