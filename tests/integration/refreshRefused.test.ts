/**
 * The spec: "Refresh failures that cannot be retried remove the session and signal SIGNED_OUT".
 * supabase-js 2.x keeps the session when the auth server refuses a refresh token while the access
 * token is still valid (a proactive refresh); the site's fetch (src/auth/authFetch.ts) notices the
 * refusal and the auth store signs out. Driven by the real supabase-js against the stand-in GoTrue,
 * whose refresh tokens are single-use (tests/fakeSupabase/DIFFERENCES.md).
 */
import { createClient, type AuthChangeEvent, type SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import ws from 'ws'
import { authFetch } from '../../src/auth/authFetch'
import { createAuthStore } from '../../src/auth/authStore'
import { goTrueDuringTests } from './goTrueDuringTests'

const stand = goTrueDuringTests()
let serial = 0

/** A signed-in staff client, wired as the site wires it or as supabase-js comes, with the events it signalled. */
async function signedIn(wiring: 'site' | 'supabase-js alone') {
  const email = `refresh-${++serial}@vaultline.test`
  const password = 'correct horse battery staple'
  await stand.gotrue.control.createUser({ email, password })
  const events: AuthChangeEvent[] = []
  const store = createAuthStore(() => undefined)
  const auth: SupabaseClient = createClient(stand.baseUrl, 'anon', {
    auth: { flowType: 'pkce', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    ...(wiring === 'site' && {
      global: { fetch: authFetch(stand.baseUrl, () => setTimeout(() => void store.signOut(auth), 0)) },
    }),
  })
  const signedOut = new Promise<void>((resolve) =>
    auth.auth.onAuthStateChange((event) => {
      events.push(event)
      if (event === 'SIGNED_OUT') resolve()
    }),
  )
  store.connect(auth)
  expect((await auth.auth.signInWithPassword({ email, password })).error).toBeNull()
  return { auth, events, signedOut }
}

/** Uses the session's refresh token elsewhere, so the server refuses it from now on. */
async function spendRefreshToken(auth: SupabaseClient) {
  const { data } = await auth.auth.getSession()
  const answer = await fetch(`${stand.baseUrl}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: 'anon', 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: data.session!.refresh_token }),
  })
  expect(answer.status).toBe(200)
}

describe('a refresh the auth server refuses for good, while the access token is still valid', () => {
  it('spec-audit 2026-11-27 §4-68: removes the session and signals SIGNED_OUT', async () => {
    const { auth, events, signedOut } = await signedIn('site')
    await spendRefreshToken(auth)
    const { error } = await auth.auth.refreshSession()
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
    await signedOut
    expect(events).toContain('SIGNED_OUT')
    expect((await auth.auth.getSession()).data.session).toBeNull()
  })

  it('is what supabase-js alone does not do: it keeps the session until the access token runs out', async () => {
    const { auth, events } = await signedIn('supabase-js alone')
    await spendRefreshToken(auth)
    const { error } = await auth.auth.refreshSession()
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
    expect(events).not.toContain('SIGNED_OUT')
    expect((await auth.auth.getSession()).data.session).not.toBeNull()
  })

  it('keeps the session when the refresh succeeds', async () => {
    const { auth, events } = await signedIn('site')
    expect((await auth.auth.refreshSession()).error).toBeNull()
    expect(events).toContain('TOKEN_REFRESHED')
    expect(events).not.toContain('SIGNED_OUT')
    expect((await auth.auth.getSession()).data.session).not.toBeNull()
  })
})
