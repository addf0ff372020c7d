import { describe, expect, it } from 'vitest'
import { isRefreshRefused } from '../../../src/auth/authFetch'

const supabase = 'https://project.supabase.example'
const refresh = `${supabase}/auth/v1/token?grant_type=refresh_token`

describe('which answers end a session (spec: refresh failures that cannot be retried)', () => {
  it('a refresh-token grant refused with a client or server error', () => {
    for (const status of [400, 401, 403, 422, 500])
      expect(isRefreshRefused(refresh, supabase, status), `${status}`).toBe(true)
  })

  it('not the answers supabase-js retries (502, 503, 504), nor a rate limit, nor a success', () => {
    for (const status of [200, 429, 502, 503, 504])
      expect(isRefreshRefused(refresh, supabase, status), `${status}`).toBe(false)
  })

  it('not a refused password, code or PKCE grant, nor another host’s token endpoint', () => {
    for (const grant of ['password', 'pkce', 'id_token'])
      expect(isRefreshRefused(`${supabase}/auth/v1/token?grant_type=${grant}`, supabase, 400)).toBe(false)
    expect(isRefreshRefused('https://elsewhere.example/auth/v1/token?grant_type=refresh_token', supabase, 400)).toBe(
      false,
    )
    expect(isRefreshRefused(`${supabase}/auth/v1/user`, supabase, 401)).toBe(false)
  })
})
