/**
 * The stand-in GoTrue (tests/fakeSupabase) against what Supabase Auth does where security
 * depends on it, driven by the real supabase-js: the aal and amr claims after each step, the
 * insufficient_aal refusals and their exact answers, PKCE links, OAuth and identity linking,
 * phone factors. Messages and codes are GoTrue's (supabase/auth internal/api).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import ws from 'ws'
import { identityProviderCookie, type TestUserOptions } from '../fakeSupabase/gotrue'
import { totpCode } from '../fakeSupabase/totp'
import { goTrueDuringTests } from './goTrueDuringTests'

const site = 'http://127.0.0.1:4999'
const stand = goTrueDuringTests()
let serial = 0

function client(): SupabaseClient {
  return createClient(stand.baseUrl, 'anon', {
    auth: { flowType: 'pkce', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  })
}

async function user(options: Partial<TestUserOptions> = {}) {
  const email = `staff-${++serial}@vaultline.test`
  const created = await stand.gotrue.control.createUser({ email, password: 'correct horse battery staple', ...options })
  return { email, password: 'correct horse battery staple', created }
}

async function signedIn(options: Partial<TestUserOptions> = {}) {
  const account = await user(options)
  const auth = client()
  const { error } = await auth.auth.signInWithPassword({ email: account.email, password: account.password })
  expect(error).toBeNull()
  return { ...account, auth }
}

/** The token's assurance claims, as the site and PostgREST read them. */
async function claims(auth: SupabaseClient) {
  const { data } = await auth.auth.getSession()
  const payload = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString()) as {
    aal: string
    amr: { method: string }[]
  }
  return { aal: payload.aal, amr: payload.amr.map((entry) => entry.method) }
}

async function stepUp(auth: SupabaseClient, secret: string, factorId: string) {
  const { error } = await auth.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })
  expect(error).toBeNull()
}

/** Follows redirects by hand (the identity provider needs its cookie), returning the final site URL. */
async function follow(url: string, idpAccount?: string): Promise<URL> {
  let next = url
  for (let hop = 0; hop < 5 && !next.startsWith(site); hop++) {
    const response = await fetch(next, {
      redirect: 'manual',
      headers: idpAccount ? { cookie: `${identityProviderCookie}=${encodeURIComponent(idpAccount)}` } : {},
    })
    next = new URL(response.headers.get('location') ?? '', next).toString()
  }
  return new URL(next)
}

describe('assurance level and methods after each step', () => {
  it('password: aal1 with amr [password]; no factor means aal1 is all there is', async () => {
    const { auth } = await signedIn()
    expect(await claims(auth)).toEqual({ aal: 'aal1', amr: ['password'] })
    const { data } = await auth.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
  })

  it('a verified factor: aal1 after the password, aal2 with amr [totp, password] after the code, kept on refresh', async () => {
    const { auth, created } = await signedIn({ factors: [{ type: 'totp' }] })
    const factor = created.factors[0]!
    expect((await auth.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    })
    await stepUp(auth, factor.secret, factor.id)
    expect(await claims(auth)).toEqual({ aal: 'aal2', amr: ['totp', 'password'] })
    await auth.auth.refreshSession()
    expect(await claims(auth)).toEqual({ aal: 'aal2', amr: ['totp', 'password'] })
  })

  it('a wrong code is refused as GoTrue does and leaves the session at aal1', async () => {
    const { auth, created } = await signedIn({ factors: [{ type: 'totp' }] })
    const { error } = await auth.auth.mfa.challengeAndVerify({
      factorId: created.factors[0]!.id,
      code: '000000' === totpCode(created.factors[0]!.secret) ? '111111' : '000000',
    })
    expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' })
    expect((await claims(auth)).aal).toBe('aal1')
  })
})

describe('insufficient_aal: what an aal1 session may not do once a factor is verified', () => {
  it('refuses to remove a verified factor (422), to change the password (401) or to add a factor (403)', async () => {
    const { auth, created } = await signedIn({ factors: [{ type: 'totp' }] })
    const unenroll = await auth.auth.mfa.unenroll({ factorId: created.factors[0]!.id })
    expect(unenroll.error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    })
    const password = await auth.auth.updateUser({ password: 'a new passphrase for staff' })
    expect(password.error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    })
    const enrol = await auth.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second phone' })
    expect(enrol.error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 required to enroll a new factor',
    })
    expect(created.factors.map((factor) => factor.status)).toEqual(['verified'])
    expect(created.password).toBe('correct horse battery staple')
  })

  it('allows all three at aal2, and removing the factor that raised the session drops it back to aal1', async () => {
    const { auth, created } = await signedIn({ factors: [{ type: 'totp' }] })
    const factor = created.factors[0]!
    await stepUp(auth, factor.secret, factor.id)
    expect((await auth.auth.updateUser({ password: 'a new passphrase for staff' })).error).toBeNull()
    expect((await auth.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second phone' })).error).toBeNull()
    expect((await auth.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull()
    await auth.auth.refreshSession()
    expect(await claims(auth)).toEqual({ aal: 'aal1', amr: ['password'] })
  })

  it('answers in the 2024-01-01 shape supabase-js asks for, and in the old shape otherwise', async () => {
    const { auth, created } = await signedIn({ factors: [{ type: 'totp' }] })
    const token = (await auth.auth.getSession()).data.session!.access_token
    const remove = (headers: Record<string, string>) =>
      fetch(`${stand.baseUrl}/auth/v1/factors/${created.factors[0]!.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}`, ...headers },
      })
    const current = await remove({ 'x-supabase-api-version': '2024-01-01' })
    expect(current.status).toBe(422)
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await current.json()).toEqual({
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    })
    const legacy = await remove({})
    expect(await legacy.json()).toEqual({
      code: 422,
      error_code: 'insufficient_aal',
      msg: 'AAL2 required to unenroll verified factor',
    })
  })
})

describe('email links (PKCE)', () => {
  it('a magic link signs in at aal1 with amr [magiclink], once; the second use is otp_expired in query and fragment', async () => {
    const { email } = await user({ factors: [{ type: 'totp' }] })
    const auth = client()
    expect(
      (
        await auth.auth.signInWithOtp({
          email,
          options: { shouldCreateUser: false, emailRedirectTo: `${site}/account` },
        })
      ).error,
    ).toBeNull()
    const link = stand.gotrue.control.userByEmail(email)!.mail.at(-1)!.link
    const landed = await follow(link)
    const { error } = await auth.auth.exchangeCodeForSession(landed.searchParams.get('code')!)
    expect(error).toBeNull()
    expect(await claims(auth)).toEqual({ aal: 'aal1', amr: ['magiclink'] })
    expect((await auth.auth.mfa.getAuthenticatorAssuranceLevel()).data?.nextLevel).toBe('aal2')

    const again = await follow(link)
    expect(again.searchParams.get('error_code')).toBe('otp_expired')
    expect(new URLSearchParams(again.hash.slice(1)).get('error_description')).toBe(
      'Email link is invalid or has expired',
    )
    expect(again.searchParams.get('error')).toBe('access_denied')
  })

  it('a recovery link signs in at aal1 with amr [recovery]; an unknown address gets the same silent answer', async () => {
    const { email } = await user()
    const auth = client()
    expect(
      (await auth.auth.resetPasswordForEmail(email, { redirectTo: `${site}/account#change-password` })).error,
    ).toBeNull()
    const landed = await follow(stand.gotrue.control.userByEmail(email)!.mail.at(-1)!.link)
    expect(landed.hash).toBe('#change-password')
    expect((await auth.auth.exchangeCodeForSession(landed.searchParams.get('code')!)).error).toBeNull()
    expect(await claims(auth)).toEqual({ aal: 'aal1', amr: ['recovery'] })
    expect(
      (await client().auth.resetPasswordForEmail('nobody@vaultline.test', { redirectTo: `${site}/account` })).error,
    ).toBeNull()
  })

  it('refuses a code exchanged with another browser’s verifier', async () => {
    // Two links within a minute: GoTrue's max_frequency would refuse the second.
    const { email } = await user({ emailFrequencySeconds: 0 })
    await client().auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: `${site}/account` },
    })
    const landed = await follow(stand.gotrue.control.userByEmail(email)!.mail.at(-1)!.link)
    const other = client()
    await other.auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: `${site}/account` } })
    const { error } = await other.auth.exchangeCodeForSession(landed.searchParams.get('code')!)
    expect(error).toMatchObject({ status: 400, code: 'bad_code_verifier' })
  })
})

describe('OAuth sign-in and identity linking', () => {
  it('signs in through the provider at aal1 with amr [oauth]', async () => {
    const { email } = await user({ factors: [{ type: 'totp' }] })
    const auth = client()
    const { data } = await auth.auth.signInWithOAuth({
      provider: 'azure',
      options: { redirectTo: `${site}/account`, skipBrowserRedirect: true },
    })
    const landed = await follow(data.url!, email)
    expect((await auth.auth.exchangeCodeForSession(landed.searchParams.get('code')!)).error).toBeNull()
    expect(await claims(auth)).toEqual({ aal: 'aal1', amr: ['oauth'] })
  })

  it('sends back signup_disabled for an identity no account holds, and access_denied when the user cancels', async () => {
    const { data } = await client().auth.signInWithOAuth({
      provider: 'azure',
      options: { redirectTo: `${site}/account`, skipBrowserRedirect: true },
    })
    const stranger = await follow(data.url!, 'stranger@elsewhere.example')
    expect(stranger.searchParams.get('error_code')).toBe('signup_disabled')
    const second = await client().auth.signInWithOAuth({
      provider: 'azure',
      options: { redirectTo: `${site}/account`, skipBrowserRedirect: true },
    })
    expect((await follow(second.data.url!)).searchParams.get('error')).toBe('access_denied')
  })

  it('links an identity through GET /user/identities/authorize, and refuses one another account holds', async () => {
    const { auth, email } = await signedIn({ identities: ['email'] })
    const { data, error } = await auth.auth.linkIdentity({
      provider: 'google',
      options: { redirectTo: `${site}/account`, skipBrowserRedirect: true },
    })
    expect(error).toBeNull()
    expect(data.url).toMatch(new RegExp(`^${stand.baseUrl}/__provider/google/authorize\\?state=`))
    const landed = await follow(data.url!, email)
    expect((await auth.auth.exchangeCodeForSession(landed.searchParams.get('code')!)).error).toBeNull()
    const identities = (await auth.auth.getUserIdentities()).data?.identities.map((identity) => identity.provider)
    expect(identities).toEqual(['email', 'google'])

    const other = await signedIn({ identities: ['email'] })
    const taken = await other.auth.auth.linkIdentity({
      provider: 'google',
      options: { redirectTo: `${site}/account`, skipBrowserRedirect: true },
    })
    const refused = await follow(taken.data.url!, email)
    expect(refused.searchParams.get('error_code')).toBe('identity_already_exists')
  })
})

describe('phone factors', () => {
  it('refuses an SMS challenge while phone verification is off, as Supabase does by default', async () => {
    const { auth, created } = await signedIn({ factors: [{ type: 'phone', phone: '+447700900123' }] })
    const factors = await auth.auth.mfa.listFactors()
    expect(factors.data?.phone.map((factor) => (factor as { phone?: string }).phone)).toEqual(['+447700900123'])
    const { error } = await auth.auth.mfa.challenge({ factorId: created.factors[0]!.id, channel: 'sms' })
    expect(error).toMatchObject({ status: 422, code: 'mfa_phone_verify_not_enabled' })
  })

  it('with phone verification on, texts a code that raises the session to aal2 with amr [mfa/phone, password]', async () => {
    const { auth, created, email } = await signedIn({
      phoneMfa: true,
      factors: [{ type: 'phone', phone: '+447700900123' }],
    })
    const challenge = await auth.auth.mfa.challenge({ factorId: created.factors[0]!.id, channel: 'sms' })
    const code = stand.gotrue.control.userByEmail(email)!.sms.at(-1)!
    expect(
      (await auth.auth.mfa.verify({ factorId: created.factors[0]!.id, challengeId: challenge.data!.id, code })).error,
    ).toBeNull()
    expect(await claims(auth)).toEqual({ aal: 'aal2', amr: ['mfa/phone', 'password'] })
  })
})

describe('project settings of Supabase Auth (issue 42)', () => {
  const strict = goTrueDuringTests({ captcha: {}, requireCurrentPassword: true })

  const strictClient = () =>
    createClient(strict.baseUrl, 'anon', {
      auth: { flowType: 'pkce', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as never },
    })
  const password = 'correct horse battery staple'
  const staff = async () => {
    const email = `strict-${++serial}@vaultline.test`
    await strict.gotrue.control.createUser({ email, password })
    return email
  }

  it('SEC-3: with CAPTCHA on, answers a staff member’s and a stranger’s magic-link, recovery and password requests alike without a token, and single sign-on still signs staff in', async () => {
    const email = await staff()
    const answers = async (address: string) => {
      const auth = strictClient()
      const errors = [
        (
          await auth.auth.signInWithOtp({
            email: address,
            options: { shouldCreateUser: false, emailRedirectTo: `${site}/account` },
          })
        ).error,
        (await auth.auth.resetPasswordForEmail(address, { redirectTo: `${site}/account#change-password` })).error,
        (await auth.auth.signInWithPassword({ email: address, password })).error,
      ]
      return errors.map((error) => error && { status: error.status, code: (error as { code?: string }).code })
    }
    const refused = { status: 400, code: 'captcha_failed' }
    expect(await answers(email)).toEqual([refused, refused, refused])
    expect(await answers('stranger@elsewhere.example')).toEqual(await answers(email))
    // With the sign-in page's Turnstile token the password is checked as usual.
    const withToken = await strictClient().auth.signInWithPassword({
      email,
      password,
      options: { captchaToken: 'turnstile-token' },
    })
    expect(withToken.error).toBeNull()
    // A build without the bot check sends no token: its staff sign in with single sign-on, which CAPTCHA does not stop.
    const auth = strictClient()
    const { data } = await auth.auth.signInWithOAuth({
      provider: 'azure',
      options: { redirectTo: `${site}/account`, skipBrowserRedirect: true },
    })
    const landed = await follow(data.url!, email)
    expect((await auth.auth.exchangeCodeForSession(landed.searchParams.get('code')!)).error).toBeNull()
  })

  it('SEC-9: a password change needs the current password (but not after a recovery link), and ends every other session of the user', async () => {
    const email = await staff()
    const here = strictClient()
    const elsewhere = strictClient()
    for (const auth of [here, elsewhere])
      expect(
        (await auth.auth.signInWithPassword({ email, password, options: { captchaToken: 'token' } })).error,
      ).toBeNull()
    const refused = await here.auth.updateUser({ password: 'a new passphrase of words' })
    expect(refused.error).toMatchObject({ status: 400, code: 'current_password_required' })
    const wrong = await here.auth.updateUser({ password: 'a new passphrase of words', current_password: 'guess' })
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' })
    const changed = await here.auth.updateUser({ password: 'a new passphrase of words', current_password: password })
    expect(changed.error).toBeNull()
    expect((await here.auth.refreshSession()).error).toBeNull()
    expect((await elsewhere.auth.refreshSession()).error).toMatchObject({ code: 'refresh_token_not_found' })
    // A recovery link is for a forgotten password: its session sets a new one without the old.
    const recovering = strictClient()
    await recovering.auth.resetPasswordForEmail(email, {
      redirectTo: `${site}/account#change-password`,
      captchaToken: 'token',
    })
    const landed = await follow(strict.gotrue.control.userByEmail(email)!.mail.at(-1)!.link)
    expect((await recovering.auth.exchangeCodeForSession(landed.searchParams.get('code')!)).error).toBeNull()
    expect((await recovering.auth.updateUser({ password: 'yet another passphrase' })).error).toBeNull()
  })
})
