import { describe, expect, it, vi } from 'vitest'
import { turnstileAction } from '../../../src/leads/turnstileConfig'
import {
  expectedAction,
  forwardedClientHeaders,
  handleLeadRequest,
  siteverifyUrl,
} from '../../../supabase/functions/submit-lead/handler'

const env = {
  SUPABASE_URL: 'https://project.supabase.example',
  SUPABASE_SERVICE_ROLE_KEY: 'header.payload.signature',
  TURNSTILE_SECRET_KEY: 'turnstile-secret',
  SITE_HOSTNAMES: 'www.vaultline.example, vaultline.example',
}
const lead = {
  kind: 'demo',
  name: 'Amira Haddad',
  email: 'amira@ministry.example',
  organisation: 'Ministry of Digital Affairs',
  country: 'GB',
  role: 'CISO',
  team_size: '250-999',
  interest: 'government',
  privacy_notice_acknowledged: true,
  language: 'en',
  source_path: '/contact',
  message: '',
  honeypot: '',
}

const post = (body: unknown, headers: Record<string, string> = { 'cf-connecting-ip': '203.0.113.7' }) =>
  new Request('https://project.supabase.example/functions/v1/submit-lead', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/** Cloudflare's siteverify and PostgREST, as the function sees them. */
function stubbedFetch({
  verdict = { success: true, action: expectedAction, hostname: 'www.vaultline.example' } as Record<string, unknown>,
  database = new Response(null, { status: 204 }),
} = {}) {
  return vi.fn(async (url: string | URL | Request, _init?: RequestInit) =>
    String(url) === siteverifyUrl ? Response.json(verdict) : database,
  )
}

describe('the submit-lead Edge Function (bot check on)', () => {
  it('verifies the token with Cloudflare, then calls submit_lead as the service role with the headers that may name the visitor', async () => {
    const fetch = stubbedFetch()
    const response = await handleLeadRequest(
      post({ ...lead, turnstile_token: 'token-1', created_at: '1999-01-01' }),
      env,
      fetch,
    )
    expect(response.status).toBe(204)
    const [verifyUrl, verifyInit] = fetch.mock.calls[0]!
    expect(String(verifyUrl)).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify')
    const form = verifyInit!.body as URLSearchParams
    // No remoteip: which header names the visitor is the database's setting, not this function's guess.
    expect({ secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') }).toEqual({
      secret: 'turnstile-secret',
      response: 'token-1',
      remoteip: null,
    })
    const [rpcUrl, rpcInit] = fetch.mock.calls[1]!
    expect(String(rpcUrl)).toBe('https://project.supabase.example/rest/v1/rpc/submit_lead')
    expect(rpcInit!.headers).toMatchObject({
      apikey: env.SUPABASE_SERVICE_ROLE_KEY,
      authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`,
      'x-lead-client-cf-connecting-ip': '203.0.113.7',
    })
    expect(rpcInit!.headers).not.toHaveProperty('x-lead-client-x-forwarded-for')
    // Only submit_lead's own arguments are passed on: no token, no created_at.
    expect(JSON.parse(String(rpcInit!.body))).toEqual(lead)
  })

  it.each([
    ['no token', { ...lead }, { success: true, action: expectedAction, hostname: 'www.vaultline.example' }],
    [
      'a token Cloudflare does not confirm',
      { ...lead, turnstile_token: 'forged' },
      { success: false, 'error-codes': ['invalid-input-response'] },
    ],
    [
      'a token issued for another action',
      { ...lead, turnstile_token: 'elsewhere' },
      { success: true, action: 'sign-up', hostname: 'www.vaultline.example' },
    ],
    [
      'a confirmation that names no host',
      { ...lead, turnstile_token: 'hostless' },
      { success: true, action: expectedAction },
    ],
  ])('refuses %s with 403 bot_check_failed and never reaches the database', async (_, body, verdict) => {
    const fetch = stubbedFetch({ verdict })
    const response = await handleLeadRequest(post(body), env, fetch)
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'bot_check_failed' })
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/rest/v1/'))).toEqual([])
  })

  it('security 2026-11-27 I5: refuses a token solved on a host the site is not served from, and takes one from each of its hosts', async () => {
    for (const hostname of ['staging.vaultline.example', 'vaultline.example.evil.example', 'localhost']) {
      const fetch = stubbedFetch({ verdict: { success: true, action: expectedAction, hostname } })
      const response = await handleLeadRequest(post({ ...lead, turnstile_token: 't' }), env, fetch)
      expect(response.status, hostname).toBe(403)
      expect(
        fetch.mock.calls.filter(([url]) => String(url).includes('/rest/v1/')),
        hostname,
      ).toEqual([])
    }
    for (const hostname of ['www.vaultline.example', 'Vaultline.Example']) {
      const fetch = stubbedFetch({ verdict: { success: true, action: expectedAction, hostname } })
      expect((await handleLeadRequest(post({ ...lead, turnstile_token: 't' }), env, fetch)).status, hostname).toBe(204)
    }
  })

  it('passes the database’s refusal on as it is, status and body', async () => {
    const refusal = {
      code: 'PT429',
      message: 'The lead was not accepted at this time.',
      details: null,
      hint: 'Send it by email to the sales address on the website.',
    }
    const response = await handleLeadRequest(
      post({ ...lead, turnstile_token: 't' }),
      env,
      stubbedFetch({ database: Response.json(refusal, { status: 429 }) }),
    )
    expect(response.status).toBe(429)
    expect(await response.json()).toEqual(refusal)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers 503 when Cloudflare cannot be reached, so the visitor is told to try again', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    const response = await handleLeadRequest(post({ ...lead, turnstile_token: 't' }), env, fetch)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: 'bot_check_unavailable' })
  })

  it('security 2026-11-27 I5: a missing setting is named in the function’s log, never to the visitor', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const response = await handleLeadRequest(
        post({ ...lead, turnstile_token: 't' }),
        { SUPABASE_URL: env.SUPABASE_URL, SITE_HOSTNAMES: ' , ' },
        stubbedFetch(),
      )
      expect(response.status).toBe(500)
      const answer = JSON.stringify(await response.json())
      expect(answer).toContain('not_configured')
      expect(answer).not.toMatch(/SUPABASE|TURNSTILE|SITE_HOSTNAMES|secret/i)
      expect(log.mock.calls.join(' ')).toContain('SUPABASE_SERVICE_ROLE_KEY, TURNSTILE_SECRET_KEY, SITE_HOSTNAMES')
    } finally {
      log.mockRestore()
    }
  })

  it('answers the browser’s CORS preflight', async () => {
    const response = await handleLeadRequest(
      new Request('https://project.supabase.example/functions/v1/submit-lead', { method: 'OPTIONS' }),
      env,
      stubbedFetch(),
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey')
  })

  it('passes on the headers that may name the visitor as they came, and leaves the choice to the database', () => {
    expect(
      forwardedClientHeaders(
        new Headers({
          'cf-connecting-ip': '203.0.113.7',
          'x-forwarded-for': '10.0.0.1, 198.51.100.2',
          'x-real-ip': '192.0.2.1',
        }),
      ),
    ).toEqual({
      'x-lead-client-cf-connecting-ip': '203.0.113.7',
      'x-lead-client-x-forwarded-for': '10.0.0.1, 198.51.100.2',
    })
    expect(forwardedClientHeaders(new Headers())).toEqual({})
  })

  it('accepts tokens for the action the site’s widget asks for', () => {
    expect(expectedAction).toBe(turnstileAction)
  })
})
