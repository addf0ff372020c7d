/**
 * No staff list (security review 2026-11-27, L1): the staff-email-link function answers everyone
 * alike and passes on only what Auth needs, and the sign-in page's requests are routed through it.
 * The same through the real supabase-js against the stand-in GoTrue over HTTP:
 * tests/integration/staffEmailLink.test.ts.
 */
import { describe, expect, it, vi } from 'vitest'
import { emailLinkRoute } from '../../../src/auth/emailLinkRoute'
import { handleEmailLinkRequest } from '../../../supabase/functions/staff-email-link/handler'

const site = 'http://127.0.0.1:4999'

describe('the staff-email-link function', () => {
  const env = {
    SUPABASE_URL: 'https://project.supabase.example',
    SUPABASE_ANON_KEY: 'header.payload.signature',
    SUPABASE_SERVICE_ROLE_KEY: 'service.role.key',
  }
  /** The database's answer to the function's own limit (staff_email_link_allowed): within it. */
  const allowed = () => Response.json(true)
  const post = (path: string, body: unknown) =>
    new Request(
      `https://project.supabase.example/functions/v1/staff-email-link/${path}?redirect_to=${encodeURIComponent(`${site}/account`)}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    )

  it('security 2026-11-27 L1: answers before Auth has, so the time taken says nothing either', async () => {
    let release: (response: Response) => void = () => undefined
    const fetch = vi.fn((url: URL | RequestInfo) =>
      String(url).includes('/rest/v1/rpc/')
        ? Promise.resolve(allowed())
        : new Promise<Response>((resolve) => (release = resolve)),
    )
    const deferred: Promise<unknown>[] = []
    const response = await handleEmailLinkRequest(
      post('otp', { email: 'someone@vaultline.test', code_challenge: 'c', code_challenge_method: 's256' }),
      env,
      (work) => deferred.push(work),
      fetch,
    )
    expect(response.status).toBe(200)
    expect(deferred).toHaveLength(1)
    release(new Response(JSON.stringify({ code: 'otp_disabled' }), { status: 422 }))
    await deferred[0]
  })

  it('passes on only what Auth needs, never create_user: true, with the redirect and the public key', async () => {
    const fetch = vi.fn(async (url: URL | RequestInfo, _init?: RequestInit) =>
      String(url).includes('/rest/v1/rpc/') ? allowed() : new Response('{}'),
    )
    await handleEmailLinkRequest(
      post('otp', {
        email: 'someone@vaultline.test',
        create_user: true,
        data: { role: 'admin' },
        code_challenge: 'c',
        code_challenge_method: 's256',
        gotrue_meta_security: { captcha_token: 't' },
      }),
      env,
      (work) => void work,
      fetch,
    )
    const [url, init] = fetch.mock.calls.find(([called]) => String(called).includes('/auth/v1/'))!
    expect(String(url)).toBe(
      `https://project.supabase.example/auth/v1/otp?redirect_to=${encodeURIComponent(`${site}/account`)}`,
    )
    expect(JSON.parse(String(init!.body))).toEqual({
      email: 'someone@vaultline.test',
      code_challenge: 'c',
      code_challenge_method: 's256',
      gotrue_meta_security: { captcha_token: 't' },
      create_user: false,
    })
    expect(init!.headers).toMatchObject({
      apikey: env.SUPABASE_ANON_KEY,
      authorization: `Bearer ${env.SUPABASE_ANON_KEY}`,
    })
  })

  it('refuses what is not an address the same way for everyone, and serves only /otp and /recover', async () => {
    const fetch = vi.fn()
    expect(
      (await handleEmailLinkRequest(post('otp', { email: 'not an address' }), env, () => undefined, fetch)).status,
    ).toBe(400)
    expect(
      (await handleEmailLinkRequest(post('token', { email: 'a@b.example' }), env, () => undefined, fetch)).status,
    ).toBe(404)
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('the page’s route to it', () => {
  const url = 'https://project.supabase.example'
  it.each([
    [`${url}/auth/v1/otp?redirect_to=x`, `${url}/functions/v1/staff-email-link/otp?redirect_to=x`],
    [`${url}/auth/v1/recover`, `${url}/functions/v1/staff-email-link/recover`],
    [`${url}/auth/v1/token?grant_type=password`, `${url}/auth/v1/token?grant_type=password`],
    [`${url}/auth/v1/otpx`, `${url}/auth/v1/otpx`],
    [`${url}/rest/v1/rpc/submit_lead`, `${url}/rest/v1/rpc/submit_lead`],
    ['https://elsewhere.example/auth/v1/otp', 'https://elsewhere.example/auth/v1/otp'],
  ])('%s → %s', (from, to) => {
    expect(String(emailLinkRoute(from, url))).toBe(to)
  })
})

describe('SEC-4: the staff-email-link function’s own limits and reports', () => {
  const env = {
    SUPABASE_URL: 'https://project.supabase.example',
    SUPABASE_ANON_KEY: 'header.payload.signature',
    SUPABASE_SERVICE_ROLE_KEY: 'service.role.key',
  }
  const post = () =>
    new Request('https://project.supabase.example/functions/v1/staff-email-link/otp', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'cf-connecting-ip': '203.0.113.9',
        'x-forwarded-for': '203.0.113.9',
      },
      body: JSON.stringify({ email: 'someone@vaultline.test', code_challenge: 'c', code_challenge_method: 's256' }),
    })

  it('SEC-4: asks the database, as the service role and with the visitor’s address headers, and answers 429 beyond the limit without asking Auth', async () => {
    const fetch = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => Response.json(false))
    const response = await handleEmailLinkRequest(post(), env, () => undefined, fetch)
    expect(response.status).toBe(429)
    expect(await response.json()).toMatchObject({ code: 'over_request_rate_limit' })
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]!
    expect(String(url)).toBe('https://project.supabase.example/rest/v1/rpc/staff_email_link_allowed')
    expect(init!.headers).toMatchObject({
      apikey: env.SUPABASE_SERVICE_ROLE_KEY,
      'x-lead-client-cf-connecting-ip': '203.0.113.9',
      'x-lead-client-x-forwarded-for': '203.0.113.9',
    })
  })

  it('SEC-4: reports a refusal from Auth that means staff links may not arrive, and only such a refusal', async () => {
    const reported = async (status: number, body: unknown) => {
      const fetch = vi.fn(async (url: URL | RequestInfo, _init?: RequestInit) =>
        String(url).includes('staff_email_link_allowed')
          ? Response.json(true)
          : String(url).includes('/auth/v1/')
            ? Response.json(body, { status })
            : new Response(null, { status: 204 }),
      )
      const deferred: Promise<unknown>[] = []
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      await handleEmailLinkRequest(post(), env, (work) => deferred.push(work), fetch)
      await Promise.all(deferred)
      error.mockRestore()
      const report = fetch.mock.calls.find(([url]) => String(url).includes('report_staff_email_link_refusal'))
      return report ? (JSON.parse(String(report[1]!.body)) as unknown) : null
    }
    expect(await reported(429, { code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' })).toEqual({
      status: 429,
      code: 'over_email_send_rate_limit',
    })
    expect(await reported(429, { code: 'over_request_rate_limit', message: 'Request rate limit reached' })).toEqual({
      status: 429,
      code: 'over_request_rate_limit',
    })
    expect(await reported(500, { code: 'unexpected_failure', message: 'Error sending magic link' })).toEqual({
      status: 500,
      code: 'unexpected_failure',
    })
    expect(await reported(200, {})).toBeNull()
    expect(await reported(422, { code: 'otp_disabled', message: 'Signups not allowed for otp' })).toBeNull()
    expect(
      await reported(429, {
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 41 seconds.',
      }),
    ).toBeNull()
  })

  it('SEC-4: refuses to run without the service-role key Supabase provides', async () => {
    const fetch = vi.fn()
    const response = await handleEmailLinkRequest(
      post(),
      { ...env, SUPABASE_SERVICE_ROLE_KEY: '' },
      () => undefined,
      fetch,
    )
    expect(response.status).toBe(500)
    expect(fetch).not.toHaveBeenCalled()
  })
})
