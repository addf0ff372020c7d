/**
 * The submit-lead Edge Function, used when the site is built with the bot check
 * (VITE_TURNSTILE_SITE_KEY). The database cannot ask Cloudflare whether a Turnstile token is
 * good, so this function does: it verifies the token with the secret key from its environment and
 * checks it was solved on one of the site's own hostnames,
 * then calls public.submit_lead as the service role, passing on the headers that could name the
 * visitor (as x-lead-client-<name>), so the database's limits count the visitor, not this
 * function: which of them to trust is the database's setting function_client_address (README,
 * "Leads"), never a guess here. PostgREST's answer (204, or a refusal with its status and JSON
 * body) goes back to the browser as it is.
 *
 * Pure, with fetch passed in: index.ts serves it on Deno; tests/unit/leads/submitLeadFunction.test.ts
 * runs it with a stubbed fetch.
 */
export interface LeadFunctionEnv {
  SUPABASE_URL?: string
  SUPABASE_SERVICE_ROLE_KEY?: string
  TURNSTILE_SECRET_KEY?: string
  /**
   * The hostnames the site's pages are served from, comma-separated (`www.vaultline.example,vaultline.example`).
   * Cloudflare says where a token was solved; a token solved anywhere else, such as a staging host or
   * another site that embeds the same widget, is refused (security 2026-11-27, I5).
   */
  SITE_HOSTNAMES?: string
}

const requiredSettings = [
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'TURNSTILE_SECRET_KEY',
  'SITE_HOSTNAMES',
] as const

/** SITE_HOSTNAMES as a set of lower-case names; blanks between the commas are ignored. */
export function siteHostnames(setting: string): Set<string> {
  return new Set(
    setting
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  )
}

/** The action the site's widget signs into its tokens (src/leads/turnstileConfig.ts). */
export const expectedAction = 'submit-lead'
export const siteverifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
/** The arguments of public.submit_lead; anything else in the body is not passed on. */
const leadArguments = [
  'kind',
  'name',
  'email',
  'organisation',
  'country',
  'role',
  'team_size',
  'interest',
  'privacy_notice_acknowledged',
  // Its old name, sent by pages cached from before it was renamed; taken for one release (docs/leads.md).
  'consent',
  'language',
  'source_path',
  'message',
  'honeypot',
]

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
}

function reply(status: number, body?: { code: string; message: string; details?: string | null }): Response {
  return new Response(body ? JSON.stringify({ details: null, hint: null, ...body }) : null, {
    status,
    headers: { ...corsHeaders, ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}) },
  })
}

const botCheckFailed = (details: string) =>
  reply(403, {
    code: 'bot_check_failed',
    message: 'The bot check did not confirm this request. Complete the check again and resubmit.',
    details,
  })

/** The request headers that can name the visitor; the database decides which one it trusts. */
export const clientAddressHeaders = ['cf-connecting-ip', 'x-forwarded-for'] as const

/** Those headers as this function received them, renamed x-lead-client-<name> for the database. */
export function forwardedClientHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries(
    clientAddressHeaders.flatMap((name) =>
      headers.has(name) ? [[`x-lead-client-${name}`, headers.get(name)!.slice(0, 1000)]] : [],
    ),
  )
}

async function verifyToken(
  token: string,
  secret: string,
  hostnames: Set<string>,
  fetchImpl: typeof fetch,
): Promise<Response | null> {
  const form = new URLSearchParams({ secret, response: token, idempotency_key: crypto.randomUUID() })
  let outcome: { success?: boolean; action?: string; hostname?: string; 'error-codes'?: string[] }
  try {
    const response = await fetchImpl(siteverifyUrl, { method: 'POST', body: form })
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
    outcome = (await response.json()) as typeof outcome
  } catch {
    return reply(503, {
      code: 'bot_check_unavailable',
      message: 'The bot check could not be verified right now. Try again in a minute.',
    })
  }
  if (outcome.success !== true) return botCheckFailed((outcome['error-codes'] ?? []).join(', ') || 'not confirmed')
  if (outcome.action !== expectedAction)
    return botCheckFailed(`token issued for the action ${JSON.stringify(outcome.action)}, not ${expectedAction}`)
  if (typeof outcome.hostname !== 'string' || !hostnames.has(outcome.hostname.toLowerCase()))
    return botCheckFailed('token solved on a host this site is not served from')
  return null
}

export async function handleLeadRequest(
  request: Request,
  env: LeadFunctionEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  if (request.method === 'OPTIONS') return reply(204)
  if (request.method !== 'POST') return reply(405, { code: 'method_not_allowed', message: 'Send leads with POST.' })
  // A SITE_HOSTNAMES of commas alone names no host, and would refuse every token as from elsewhere.
  const missing = requiredSettings.filter((name) =>
    name === 'SITE_HOSTNAMES' ? siteHostnames(env[name] ?? '').size === 0 : !env[name]?.trim(),
  )
  if (missing.length) {
    // The names go to the function's log, where the operator looks; a visitor learns only that it is not set up.
    console.error(
      `submit-lead is missing ${missing.join(', ')}: set them with \`supabase secrets set\` (docs/leads.md).`,
    )
    return reply(500, {
      code: 'not_configured',
      message: 'The lead form cannot take submissions right now. Write to the sales address on the website instead.',
    })
  }

  const body: unknown = await request.json().catch(() => null)
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return reply(400, { code: 'invalid_body', message: 'Send the lead as a JSON object.' })
  const fields = body as Record<string, unknown>
  const token = fields.turnstile_token
  if (typeof token !== 'string' || token.length === 0 || token.length > 2048) return botCheckFailed('no token')

  const refusal = await verifyToken(token, env.TURNSTILE_SECRET_KEY!, siteHostnames(env.SITE_HOSTNAMES!), fetchImpl)
  if (refusal) return refusal

  const key = env.SUPABASE_SERVICE_ROLE_KEY!
  let answer: Response
  try {
    answer = await fetchImpl(`${env.SUPABASE_URL!.replace(/\/+$/, '')}/rest/v1/rpc/submit_lead`, {
      method: 'POST',
      headers: {
        apikey: key,
        // A legacy service_role key is a JWT and goes in Authorization too; a new secret key (sb_secret_…) does not.
        ...(key.split('.').length === 3 ? { authorization: `Bearer ${key}` } : {}),
        'content-type': 'application/json',
        ...forwardedClientHeaders(request.headers),
      },
      body: JSON.stringify(
        Object.fromEntries(leadArguments.filter((name) => name in fields).map((name) => [name, fields[name]])),
      ),
    })
  } catch {
    return reply(502, {
      code: 'database_unreachable',
      message: 'The lead could not be passed to the database. Try again in a minute.',
    })
  }
  const text = answer.status === 204 ? null : await answer.text()
  return new Response(text, {
    status: answer.status,
    headers: { ...corsHeaders, ...(text ? { 'content-type': 'application/json; charset=utf-8' } : {}) },
  })
}
