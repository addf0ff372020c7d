import { randomInt, randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { TestUserOptions } from '../fakeSupabase/gotrue'
import { testBackend } from '../fakeSupabase/testBackend'

export { totpCode } from '../fakeSupabase/totp'
export { testBackend }

/** A staff user of its own for each test, so tests run in parallel without sharing state. */
export async function createStaffUser(options: Partial<TestUserOptions> = {}): Promise<{ email: string; password: string }> {
  const user = { email: `staff-${randomUUID().slice(0, 8)}@vaultline.test`, password: 'correct horse battery staple', ...options }
  const response = await fetch(`${testBackend.url}/__test/users`, { method: 'POST', body: JSON.stringify(user) })
  if (response.status !== 201) throw new Error(`the fake Supabase refused the test user: ${response.status} ${await response.text()}`)
  return user
}

export async function staffUserStatus(email: string): Promise<{ refreshCount: number; logoutCount: number; factors: string[] }> {
  return (await fetch(`${testBackend.url}/__test/users/${encodeURIComponent(email)}`)).json()
}

/** The leads table as the database owner sees it (sales reads leads there, never through the API). */
export async function leadsStoredFor(email: string): Promise<Record<string, unknown>[]> {
  return (await fetch(`${testBackend.url}/__test/leads?email=${encodeURIComponent(email)}`)).json()
}

/** An address of its own for each test (198.18.0.0/15, set aside for tests), so rate limits do not reach across tests. */
export const freshClientAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`

/** The page's calls to the fake Supabase arrive from `address`, as another visitor's would. */
export async function visitFrom(page: Page, address = freshClientAddress()): Promise<string> {
  await page.route(`${testBackend.url}/rest/v1/**`, (route) => route.continue({ headers: { ...route.request().headers(), [testBackend.clientAddressHeader]: address } }))
  return address
}

/** POST /rest/v1/rpc/submit_lead with the public key, as any script could, from `address`. */
export function submitLeadThroughApi(args: Record<string, unknown>, address: string): Promise<Response> {
  return fetch(`${testBackend.url}/rest/v1/rpc/submit_lead`, {
    method: 'POST',
    headers: { apikey: testBackend.anonKey, authorization: `Bearer ${testBackend.anonKey}`, 'content-type': 'application/json', [testBackend.clientAddressHeader]: address },
    body: JSON.stringify(args),
  })
}
