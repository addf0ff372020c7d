import { randomUUID } from 'node:crypto'
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
