/**
 * The staff-email-link Edge Function: the sign-in page's magic-link and password-recovery
 * requests go through it, so they get the same answer, at the same time, whoever the address
 * belongs to. Supabase Auth itself answers a magic link for an unknown address with 422
 * otp_disabled and a second request for a staff address within a minute with 429
 * over_email_send_rate_limit; a stranger's address gets neither. This function answers 200 {}
 * at once to every well-formed request and passes the request on to Auth afterwards
 * (EdgeRuntime.waitUntil), so neither its words, its status, its timing nor its rate limit says
 * who works here. Auth's own answer is dropped: a staff member who asked too often simply gets
 * no second email, as a stranger gets none.
 *
 * The body is Auth's own (supabase-js builds it, with the PKCE challenge whose verifier it keeps
 * in the browser); only the fields Auth needs are passed on, and never `create_user`.
 * Pure, with fetch and the background runner passed in: index.ts serves it on Deno;
 * tests/integration/staffEmailLink.test.ts runs it against the stand-in GoTrue.
 */
export interface EmailLinkEnv {
  SUPABASE_URL?: string
  SUPABASE_ANON_KEY?: string
}

/** Runs work after the answer has gone (Supabase: EdgeRuntime.waitUntil). */
export type Defer = (work: Promise<unknown>) => void

/** Auth's endpoints this function stands in front of, and the body fields each takes. */
const endpoints = {
  otp: ['email', 'code_challenge', 'code_challenge_method', 'gotrue_meta_security'],
  recover: ['email', 'code_challenge', 'code_challenge_method', 'gotrue_meta_security'],
} as const
export type EmailLinkEndpoint = keyof typeof endpoints

export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'access-control-allow-methods': 'POST, OPTIONS',
}

function reply(status: number, body?: Record<string, unknown>): Response {
  return new Response(body ? JSON.stringify(body) : null, {
    status,
    headers: { ...corsHeaders, ...(body ? { 'content-type': 'application/json' } : {}) },
  })
}

/** The part of the path after the function's name: /functions/v1/staff-email-link/otp → otp. */
function endpointOf(url: URL): EmailLinkEndpoint | null {
  const last = url.pathname.replace(/\/+$/, '').split('/').at(-1) ?? ''
  return last in endpoints ? (last as EmailLinkEndpoint) : null
}

export async function handleEmailLinkRequest(
  request: Request,
  env: EmailLinkEnv,
  defer: Defer,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  if (request.method === 'OPTIONS') return reply(204)
  if (request.method !== 'POST')
    return reply(405, { code: 'method_not_allowed', message: 'Send email-link requests with POST.' })
  if (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY)
    return reply(500, {
      code: 'not_configured',
      message: 'The staff-email-link function is missing SUPABASE_URL or SUPABASE_ANON_KEY.',
    })
  const url = new URL(request.url)
  const endpoint = endpointOf(url)
  if (!endpoint) return reply(404, { code: 'not_found', message: 'Use /otp or /recover.' })
  const body: unknown = await request.json().catch(() => null)
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  // Checked on the text alone, the same for every address: Auth's own validation answers would differ.
  if (typeof fields.email !== 'string' || fields.email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(fields.email)) {
    return reply(400, { code: 'validation_failed', message: 'An email address is required.' })
  }

  const target = new URL(`${env.SUPABASE_URL.replace(/\/+$/, '')}/auth/v1/${endpoint}`)
  const redirectTo = url.searchParams.get('redirect_to')
  if (redirectTo) target.searchParams.set('redirect_to', redirectTo)
  const passed = Object.fromEntries(
    endpoints[endpoint].filter((name) => name in fields).map((name) => [name, fields[name]]),
  )
  const anonKey = env.SUPABASE_ANON_KEY
  defer(
    fetchImpl(target, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        ...(anonKey.split('.').length === 3 ? { authorization: `Bearer ${anonKey}` } : {}),
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify(endpoint === 'otp' ? { ...passed, create_user: false } : passed),
    }).then((answer) => answer.body?.cancel()),
  )
  return reply(200, {})
}
