/**
 * The staff-email-link Edge Function: the sign-in page's magic-link and password-recovery
 * requests go through it, so they get the same answer, at the same time, whoever the address
 * belongs to. Supabase Auth itself answers a magic link for an unknown address with 422
 * otp_disabled and a second request for a staff address within a minute with 429
 * over_email_send_rate_limit; a stranger's address gets neither. This function answers 200 {}
 * at once to every well-formed request and passes the request on to Auth afterwards
 * (EdgeRuntime.waitUntil), so neither its words, its status, its timing nor its rate limit says
 * who works here.
 *
 * Auth limits these requests per client address, and sees every one of them coming from this
 * function: a single bucket, which one caller could drain for all staff. So the function first
 * asks the database (public.staff_email_link_allowed, as the service role, with the visitor's
 * address headers) whether this caller's network and this address are within their own hourly
 * limits; beyond them it answers 429, alike for every address. And Auth's answer is read: a
 * stranger's otp_disabled and a staff member's second link within a minute are expected; any
 * other refusal (the project's email budget, Auth's own limit, a server error) means staff links
 * may not be arriving, so it is logged and raised as an alert for the operator
 * (public.report_staff_email_link_refusal). The visitor still gets 200: telling them would tell
 * who works here.
 *
 * The body is Auth's own (supabase-js builds it, with the PKCE challenge whose verifier it keeps
 * in the browser); only the fields Auth needs are passed on, and never `create_user`.
 * Pure, with fetch and the background runner passed in: index.ts serves it on Deno;
 * tests/integration/staffEmailLink.test.ts runs it against the stand-in GoTrue and PostgREST.
 */
export interface EmailLinkEnv {
  SUPABASE_URL?: string
  SUPABASE_ANON_KEY?: string
  SUPABASE_SERVICE_ROLE_KEY?: string
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

/** The request headers that can name the visitor, passed to the database as x-lead-client-<name>; it decides which to trust (function_client_address). */
const clientAddressHeaders = ['cf-connecting-ip', 'x-forwarded-for'] as const

const keyHeaders = (key: string) => ({
  apikey: key,
  // A legacy key is a JWT and goes in Authorization too; a new one (sb_publishable_…, sb_secret_…) does not.
  ...(key.split('.').length === 3 ? { authorization: `Bearer ${key}` } : {}),
})

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

/** Calls a database function as the service role; its JSON answer, or null when it could not be had. */
async function callDatabase(
  env: Required<EmailLinkEnv>,
  name: string,
  args: Record<string, unknown>,
  headers: Record<string, string>,
  fetchImpl: typeof fetch,
): Promise<unknown> {
  try {
    const answer = await fetchImpl(`${env.SUPABASE_URL.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { ...keyHeaders(env.SUPABASE_SERVICE_ROLE_KEY), 'content-type': 'application/json', ...headers },
      body: JSON.stringify(args),
    })
    if (!answer.ok) throw new Error(`${name} answered ${answer.status} ${(await answer.text()).slice(0, 200)}`)
    return answer.status === 204 ? undefined : ((await answer.json()) as unknown)
  } catch (error) {
    console.error(`staff-email-link: ${String(error)}`)
    return null
  }
}

/** Auth's answers that say nothing is wrong: sent, a stranger's address, a staff member asking again within a minute. */
function expected(status: number, body: { code?: string; error_code?: string; message?: string; msg?: string }) {
  const code = body.code ?? body.error_code
  if (status < 300) return true
  if (status === 422 && code === 'otp_disabled') return true
  if (
    status === 429 &&
    code === 'over_email_send_rate_limit' &&
    /^For security purposes/.test(body.message ?? body.msg ?? '')
  )
    return true
  // The visitor's CAPTCHA token was refused, or the request was malformed: theirs to fix, not a silenced sign-in.
  return status !== 429 && status < 500
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
  if (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY || !env.SUPABASE_SERVICE_ROLE_KEY)
    return reply(500, {
      code: 'not_configured',
      message: 'The staff-email-link function is missing SUPABASE_URL, SUPABASE_ANON_KEY or SUPABASE_SERVICE_ROLE_KEY.',
    })
  const configured = env as Required<EmailLinkEnv>
  const url = new URL(request.url)
  const endpoint = endpointOf(url)
  if (!endpoint) return reply(404, { code: 'not_found', message: 'Use /otp or /recover.' })
  const body: unknown = await request.json().catch(() => null)
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  // Checked on the text alone, the same for every address: Auth's own validation answers would differ.
  if (typeof fields.email !== 'string' || fields.email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(fields.email)) {
    return reply(400, { code: 'validation_failed', message: 'An email address is required.' })
  }

  // This caller's network and this address, within their hourly limits? Counted alike for every address.
  // If the database cannot be asked, the request goes on: Auth's own limits still hold.
  const visitor = Object.fromEntries(
    clientAddressHeaders.flatMap((name) =>
      request.headers.has(name) ? [[`x-lead-client-${name}`, request.headers.get(name)!.slice(0, 1000)]] : [],
    ),
  )
  const allowed = await callDatabase(
    configured,
    'staff_email_link_allowed',
    { email: fields.email },
    visitor,
    fetchImpl,
  )
  if (allowed === false)
    return reply(429, {
      // Both spellings: supabase-js reads `code` from a 2024-01-01 answer, `error_code` otherwise.
      code: 'over_request_rate_limit',
      error_code: 'over_request_rate_limit',
      message: 'Too many sign-in link requests. Try again later, or sign in with your password.',
    })

  const target = new URL(`${configured.SUPABASE_URL.replace(/\/+$/, '')}/auth/v1/${endpoint}`)
  const redirectTo = url.searchParams.get('redirect_to')
  if (redirectTo) target.searchParams.set('redirect_to', redirectTo)
  const passed = Object.fromEntries(
    endpoints[endpoint].filter((name) => name in fields).map((name) => [name, fields[name]]),
  )
  defer(
    fetchImpl(target, {
      method: 'POST',
      headers: {
        ...keyHeaders(configured.SUPABASE_ANON_KEY),
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify(endpoint === 'otp' ? { ...passed, create_user: false } : passed),
    }).then(async (answer) => {
      const said = (await answer.json().catch(() => ({}))) as { code?: string; error_code?: string; message?: string }
      if (expected(answer.status, said)) return
      const code = said.code ?? said.error_code ?? null
      console.error(`staff-email-link: Auth refused /${endpoint} with ${answer.status} ${code ?? ''}`)
      await callDatabase(configured, 'report_staff_email_link_refusal', { status: answer.status, code }, {}, fetchImpl)
    }),
  )
  return reply(200, {})
}
