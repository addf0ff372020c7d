import { describe, expect, it } from 'vitest'
import { backendConfigFrom, checkBackendConfig } from '../../../src/config/backendConfig'
import { assertPublicKey, supabaseKeyRole } from '../../../src/config/supabaseKey'
import { testBackend } from '../../fakeSupabase/testBackend'

describe('backend configuration', () => {
  it('is off without variables', () => {
    expect(backendConfigFrom({})).toEqual({ configured: false })
  })
  it('is on with both', () => {
    expect(
      backendConfigFrom({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'anon' }),
    ).toEqual({ configured: true, url: 'https://abc.supabase.co', anonKey: 'anon' })
  })
  it.each([
    [
      { VITE_SUPABASE_URL: 'https://abc.supabase.co' },
      '[HalfConfiguredSupabase] VITE_SUPABASE_ANON_KEY: is not set, but VITE_SUPABASE_URL is: Supabase is half configured.',
    ],
    [
      { VITE_SUPABASE_ANON_KEY: 'anon' },
      '[HalfConfiguredSupabase] VITE_SUPABASE_URL: is not set, but VITE_SUPABASE_ANON_KEY is: Supabase is half configured.',
    ],
  ])('stops the build naming the missing one; the browser, which cannot meet it, reads it as none', (env, message) => {
    expect(() => checkBackendConfig(env)).toThrow(message)
    expect(backendConfigFrom(env)).toEqual({ configured: false })
  })
})

describe('a build for a real host', () => {
  it('L-7: stops without a back end, since the privacy notice describes what Supabase stores and staff sign-in; a host under .example may build without one', () => {
    expect(() => checkBackendConfig({}, 'https://www.vaultline.com')).toThrow(
      '[NoBackendOnRealHost] VITE_SUPABASE_URL: is not set, and this build is for www.vaultline.com: its privacy notice says Supabase stores what the forms send and describes staff sign-in',
    )
    expect(checkBackendConfig({}, 'https://www.vaultline.example')).toEqual({ configured: false })
    expect(
      checkBackendConfig(
        { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' },
        'https://www.vaultline.com',
      ),
    ).toMatchObject({ configured: true })
  })
})

describe('the key built into the site', () => {
  const jwt = (payload: object) =>
    `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2lnbmF0dXJl`

  it('accepts the anon JWT key and a publishable key', () => {
    expect(() => assertPublicKey(jwt({ iss: 'supabase', ref: 'abcdefgh', role: 'anon' }))).not.toThrow()
    expect(() => assertPublicKey('sb_publishable_0123456789abcdef')).not.toThrow()
    expect(() => assertPublicKey(testBackend.anonKey)).not.toThrow()
  })

  it('stops the build for a service_role key, naming the role and what to do', () => {
    expect(() => assertPublicKey(jwt({ iss: 'supabase', ref: 'abcdefgh', role: 'service_role' }))).toThrow(
      /PublicKeyNotAnon.*role "service_role".*anon \(public\) key/s,
    )
  })

  it('stops the build for a secret key and for text that is no Supabase key', () => {
    expect(() => assertPublicKey('sb_secret_0123456789abcdef')).toThrow(/role "secret"/)
    expect(() => assertPublicKey('anon')).toThrow(/not a Supabase key/)
    expect(() => assertPublicKey('a.b.c')).toThrow(/not a Supabase key/)
  })

  it('reads the role claim of a JWT key', () => {
    expect(supabaseKeyRole(jwt({ role: 'authenticated' }))).toBe('authenticated')
    expect(supabaseKeyRole(jwt({ sub: 'x' }))).toBeNull()
  })
})
