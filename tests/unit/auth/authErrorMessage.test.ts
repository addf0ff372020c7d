import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { authErrorKey, callbackError, withoutCallbackError } from '../../../src/auth/authErrorMessage'
import { providerName } from '../../../src/auth/authProviders'
import { authProvidersFrom, checkAuthProviders } from '../../../src/auth/providerSettings'

/** supabase-js's AuthApiError carries the server's code beside its message. */
const apiError = (message: string, code: string) => Object.assign(new Error(message), { code, status: 422 })

describe('auth errors in words', () => {
  it('gives insufficient_aal its own message, whatever the server wrote', () => {
    expect(authErrorKey(apiError('AAL2 required to unenroll verified factor', 'insufficient_aal'))).toBe(
      'insufficientAal',
    )
    expect(
      authErrorKey(
        apiError('AAL2 session is required to update email or password when MFA is enabled.', 'insufficient_aal'),
      ),
    ).toBe('insufficientAal')
  })

  it.each([
    ['mfa_phone_verify_not_enabled', 'phoneUnavailable'],
    ['identity_already_exists', 'identityTaken'],
    ['weak_password', 'weakPassword'],
    ['manual_linking_disabled', 'linkingDisabled'],
  ])('says %s in words (%s)', (code, key) => {
    expect(authErrorKey(apiError('anything', code))).toBe(key)
  })

  it('falls back to the message, then to a generic key', () => {
    expect(authErrorKey(new Error('Invalid login credentials'))).toBe('invalidCredentials')
    expect(authErrorKey(new TypeError('Failed to fetch'))).toBe('network')
    expect(authErrorKey({})).toBe('generic')
  })
})

describe('callback URLs carrying an error', () => {
  it('reads an expired link from the query or the fragment as "link expired"', () => {
    expect(
      callbackError(
        new URL(
          'https://site.example/account?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
        ),
      ),
    ).toEqual({ key: 'linkExpired' })
    expect(
      callbackError(new URL('https://site.example/account#error=access_denied&error_code=otp_expired&sb=')),
    ).toEqual({ key: 'linkExpired' })
  })

  it('reads a cancelled provider sign-in, which has no error_code', () => {
    expect(
      callbackError(new URL('https://site.example/account?error=access_denied&error_description=The+user+cancelled')),
    ).toEqual({ key: 'cancelled' })
  })

  it('security 2026-11-27 I4: shows nothing from the URL, neither free text nor a well-formed code it has no words for', () => {
    for (const url of [
      'https://site.example/account?error_code=Call%20+44%20000%20now',
      'https://site.example/account?error_code=your_account_is_locked_call_sales',
      'https://site.example/account#error=constructor',
    ])
      expect(callbackError(new URL(url)), url).toEqual({ key: 'callback' })
    const en = JSON.parse(readFileSync('locales/en/sign-in.json', 'utf8')) as { errors: Record<string, string> }
    for (const [key, message] of Object.entries(en.errors)) expect(message, key).not.toContain('{{code}}')
  })

  it('is null for a URL without error parameters', () => {
    expect(callbackError(new URL('https://site.example/account#change-password'))).toBeNull()
  })

  it('takes the error out of the address bar and keeps the rest', () => {
    expect(
      withoutCallbackError(
        new URL('https://site.example/account?x=1&error=access_denied&error_code=otp_expired#error=access_denied&sb='),
      ),
    ).toBe('https://site.example/account?x=1')
    expect(withoutCallbackError(new URL('https://site.example/account#change-password'))).toBe(
      'https://site.example/account#change-password',
    )
  })
})

describe('providers from configuration', () => {
  it('links the listed providers, in order, once each', () => {
    expect(
      authProvidersFrom({ VITE_SUPABASE_SSO_PROVIDER: 'azure', VITE_SUPABASE_LINK_PROVIDERS: ' Azure, google ,azure' }),
    ).toEqual({ sso: 'azure', link: ['azure', 'google'] })
  })

  it('links the single sign-on provider when no list is given, and nothing without either', () => {
    expect(authProvidersFrom({ VITE_SUPABASE_SSO_PROVIDER: 'azure' })).toEqual({ sso: 'azure', link: ['azure'] })
    expect(authProvidersFrom({})).toEqual({ sso: null, link: [] })
  })

  it('stops the build naming the variable when a value is not a provider id', () => {
    expect(() => checkAuthProviders({ VITE_SUPABASE_LINK_PROVIDERS: 'azure,https://evil.example' })).toThrow(
      '[InvalidProviderId] VITE_SUPABASE_LINK_PROVIDERS: "https://evil.example" is not a Supabase provider id.',
    )
    expect(() =>
      checkAuthProviders({ VITE_SUPABASE_SSO_PROVIDER: 'azure', VITE_SUPABASE_LINK_PROVIDERS: 'azure,google' }),
    ).not.toThrow()
    // The browser never meets such a value (the build has stopped), and would not pass it on.
    expect(authProvidersFrom({ VITE_SUPABASE_LINK_PROVIDERS: 'azure,https://evil.example' })).toEqual({
      sso: null,
      link: ['azure'],
    })
  })

  it('names providers as their owners do', () => {
    expect(providerName('azure')).toBe('Microsoft')
    expect(providerName('zoom')).toBe('zoom')
  })
})
