/**
 * What a deployment must hold that the build cannot see: checks run against the live Supabase
 * project with the build's public settings, through the public API only, storing nothing.
 * `npm run check:deploy` (checkDeployment.ts) runs them after every deployment.
 *
 * - The lead door: the bot check the build shows must be the one the database expects
 *   (private.lead_intake_settings.bot_check): without it, the forms need the public key to execute
 *   public.submit_lead at any time ('off'); with it, either only through the bot-checked function
 *   ('required': the public key may not execute it) or directly until a flood turns the check on
 *   ('during_flood'). The probe sends a lead the function refuses on its first field, so it is
 *   never stored; the setting is read from public.deployment_readiness().
 * - The client address: the database must know which header names a visitor, on calls through
 *   PostgREST and through the Edge Functions, or a flood from one machine reaches everyone's ceiling
 *   and one caller drains the staff-email-link function's limits; on hosted Supabase PostgREST's
 *   header is cf-connecting-ip.
 * - The retention job: pg_cron must run private.enforce_retention, which keeps the privacy notice's
 *   promises.
 * - The staff list: the staff-email-link function the sign-in page sends magic-link and recovery
 *   requests to must be deployed (the probe is refused before it reaches Auth); and Supabase Auth
 *   must refuse a magic-link, recovery or password request that carries no CAPTCHA token, whatever
 *   the build: without CAPTCHA, Auth answers a magic link for an unknown address 422 otp_disabled
 *   and for a staff address 200, and no other Auth setting changes that (with the email provider
 *   off, a staff address gets email_provider_disabled instead: still different).
 */
export interface DeploymentSettings {
  supabaseUrl: string
  anonKey: string
  /** The build has VITE_TURNSTILE_SITE_KEY: leads go through the submit-lead function, Auth needs a CAPTCHA. */
  botCheck: boolean
}

export interface DeploymentFinding {
  check: 'leadDoor' | 'clientAddress' | 'retention' | 'emailLinkFunction' | 'staffList'
  ok: boolean
  message: string
}

/** What public.deployment_readiness() reports: names of settings, nothing about any visitor. */
interface Readiness {
  rest_client_address: string
  function_client_address: string
  bot_check: 'off' | 'during_flood' | 'required'
  retention_scheduled: boolean
}

/** Arguments of public.submit_lead with a kind it refuses before looking at anything else. */
const leadProbe = {
  kind: 'deployment-check',
  name: 'Deployment check',
  email: 'deployment-check@vaultline.invalid',
  organisation: 'Vaultline',
  country: 'GB',
  role: 'Operator',
  team_size: '1-49',
  interest: 'not-sure',
  privacy_notice_acknowledged: true,
  language: 'en',
  source_path: '/',
}

function apiHeaders(anonKey: string): Record<string, string> {
  // A legacy anon key is a JWT and goes in Authorization too; a publishable key (sb_publishable_…) does not.
  return {
    apikey: anonKey,
    ...(anonKey.split('.').length === 3 ? { authorization: `Bearer ${anonKey}` } : {}),
    'content-type': 'application/json',
  }
}

async function answer(response: Response): Promise<{ status: number; code: string; body: string }> {
  const body = await response.text()
  let code = ''
  try {
    const parsed = JSON.parse(body) as { code?: unknown; error_code?: unknown }
    code = String(parsed.code ?? parsed.error_code ?? '')
  } catch {
    // Not JSON: the status says enough.
  }
  return { status: response.status, code, body: body.slice(0, 300) }
}

const migrationsMissing = (seen: { status: number; body: string }) =>
  `public.deployment_readiness answered ${seen.status} ${seen.body}: are the migrations applied (supabase db push)?`

async function readiness(
  { supabaseUrl, anonKey }: DeploymentSettings,
  fetchImpl: typeof fetch,
): Promise<Readiness | { status: number; body: string }> {
  const response = await fetchImpl(`${supabaseUrl}/rest/v1/rpc/deployment_readiness`, {
    method: 'POST',
    headers: apiHeaders(anonKey),
    body: '{}',
  })
  if (!response.ok) return answer(response)
  return (await response.json()) as Readiness
}

export async function checkLeadDoor(
  settings: DeploymentSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<DeploymentFinding> {
  const { supabaseUrl, anonKey, botCheck } = settings
  const seen = await answer(
    await fetchImpl(`${supabaseUrl}/rest/v1/rpc/submit_lead`, {
      method: 'POST',
      headers: apiHeaders(anonKey),
      body: JSON.stringify(leadProbe),
    }),
  )
  const closed = (seen.status === 401 || seen.status === 403) && seen.code === '42501'
  const open = seen.status === 400 && seen.code === '22023'
  const fail = (message: string): DeploymentFinding => ({ check: 'leadDoor', ok: false, message })
  if (!open && !closed)
    return fail(
      `submit_lead answered ${seen.status} ${seen.body}; expected 400 with code 22023 (the probe's kind refused) or 401 with 42501. Are the migrations applied (supabase db push)?`,
    )
  const state = await readiness(settings, fetchImpl)
  if ('status' in state) return fail(migrationsMissing(state))
  if (botCheck) {
    if (closed && state.bot_check === 'required')
      return {
        check: 'leadDoor',
        ok: true,
        message:
          'The public key cannot execute submit_lead: leads come only through the bot-checked submit-lead function.',
      }
    if (open && state.bot_check === 'during_flood')
      return {
        check: 'leadDoor',
        ok: true,
        message: 'The forms reach submit_lead directly until a flood turns the bot check on for everyone.',
      }
    return fail(
      "The build shows the bot check but the database does not ask for it (bot_check = 'off'): a flood is met without it. Run `update private.lead_intake_settings set bot_check = 'during_flood';` as the project's owner (docs/leads.md, \"The bot check\").",
    )
  }
  if (open && state.bot_check === 'off')
    return { check: 'leadDoor', ok: true, message: 'The forms can reach submit_lead with the public key.' }
  return fail(
    closed
      ? "The build has no bot check but the public key cannot execute submit_lead: the forms cannot store leads. Build with VITE_TURNSTILE_SITE_KEY, or run `update private.lead_intake_settings set bot_check = 'off';`."
      : "The build has no bot check but the database asks for one during a flood (bot_check = 'during_flood'): the forms could not send then. Build with VITE_TURNSTILE_SITE_KEY, or run `update private.lead_intake_settings set bot_check = 'off';`.",
  )
}

/** Hosted Supabase's API is behind Cloudflare, which names the visitor in cf-connecting-ip (docs/leads.md). */
const isHostedSupabase = (supabaseUrl: string) => /\.supabase\.co$/i.test(new URL(supabaseUrl).hostname)

export async function checkClientAddress(
  settings: DeploymentSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<DeploymentFinding> {
  const state = await readiness(settings, fetchImpl)
  if ('status' in state) return { check: 'clientAddress', ok: false, message: migrationsMissing(state) }
  const hosted = isHostedSupabase(settings.supabaseUrl)
  // The functions' setting counts too: staff-email-link limits its callers by it in every build, submit-lead with the bot check.
  const paths = [
    ['rest_client_address', state.rest_client_address],
    ['function_client_address', state.function_client_address],
  ] as const
  const wrong = paths.filter(([name, value]) =>
    hosted && name === 'rest_client_address' ? value !== 'cf-connecting-ip' : value === 'none',
  )
  if (wrong.length === 0)
    return {
      check: 'clientAddress',
      ok: true,
      message: `The database reads the visitor's address from ${paths.map(([name, value]) => `${value} (${name})`).join(' and ')}.`,
    }
  return {
    check: 'clientAddress',
    ok: false,
    message: `${wrong.map(([name, value]) => `${name} is '${value}'`).join(', ')}: the database cannot tell one network from another, so a flood from one machine is met by the hourly ceiling alone. ${
      hosted
        ? "On hosted Supabase run `update private.lead_intake_settings set rest_client_address = 'cf-connecting-ip'"
        : 'Choose the header your proxy sets (docs/leads.md, "The client address is a setting of the deployment") and run `update private.lead_intake_settings set rest_client_address = …'
    }, function_client_address = …;\` as the project's owner.`,
  }
}

export async function checkRetention(
  settings: DeploymentSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<DeploymentFinding> {
  const state = await readiness(settings, fetchImpl)
  if ('status' in state) return { check: 'retention', ok: false, message: migrationsMissing(state) }
  return state.retention_scheduled
    ? {
        check: 'retention',
        ok: true,
        message: 'pg_cron runs private.enforce_retention every five minutes, as the privacy notice says.',
      }
    : {
        check: 'retention',
        ok: false,
        message:
          "No active pg_cron job 'vaultline-retention' runs private.enforce_retention: enquiries are not deleted 24 months after the last contact, as the privacy notice promises. Enable pg_cron (Database → Extensions) and apply the migrations again (supabase db push), or run `select cron.schedule('vaultline-retention', '*/5 * * * *', 'select private.enforce_retention()');`.",
      }
}

/** The public endpoints of Supabase Auth that answer a staff address otherwise than a stranger's, and the sign-in page's password request. */
const staffListProbes = (address: string) =>
  [
    ['/auth/v1/otp', { email: address, create_user: false }],
    ['/auth/v1/recover', { email: address }],
    ['/auth/v1/token?grant_type=password', { email: address, password: 'deployment-check-not-a-password' }],
  ] as const

export async function checkStaffList(
  { supabaseUrl, anonKey, botCheck }: DeploymentSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<DeploymentFinding> {
  const address = `deployment-check-${crypto.randomUUID().slice(0, 8)}@vaultline.invalid`
  const open: string[] = []
  for (const [path, body] of staffListProbes(address)) {
    const seen = await answer(
      await fetchImpl(`${supabaseUrl}${path}`, {
        method: 'POST',
        headers: { ...apiHeaders(anonKey), 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify(body),
      }),
    )
    if (seen.code !== 'captcha_failed')
      open.push(`${path.replace(/\?.*/, '')} ${seen.status}${seen.code ? ` ${seen.code}` : ''}`)
  }
  if (open.length === 0)
    return {
      check: 'staffList',
      ok: true,
      message: 'Supabase Auth refuses magic-link, recovery and password requests without a CAPTCHA token.',
    }
  return {
    check: 'staffList',
    ok: false,
    message: `Supabase Auth answered without a CAPTCHA token (${open.join(', ')}): a caller can ask it, address by address, who has a staff account. Turn CAPTCHA on in Auth with the Turnstile secret ([auth.captcha] in supabase/config.toml, on by default; supabase config push)${
      botCheck
        ? ''
        : '. This build has no bot check, so its sign-in page sends no CAPTCHA token: staff then sign in with single sign-on only, or build with VITE_TURNSTILE_SITE_KEY'
    } (docs/deploying.md, "Staff sign-in without a staff list").`,
  }
}

export async function checkEmailLinkFunction(
  { supabaseUrl, anonKey }: DeploymentSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<DeploymentFinding> {
  const seen = await answer(
    await fetchImpl(`${supabaseUrl}/functions/v1/staff-email-link/otp`, {
      method: 'POST',
      headers: apiHeaders(anonKey),
      body: '{}',
    }),
  )
  return seen.status === 400 && seen.code === 'validation_failed'
    ? {
        check: 'emailLinkFunction',
        ok: true,
        message: 'The staff-email-link function answers the sign-in page’s email-link requests.',
      }
    : {
        check: 'emailLinkFunction',
        ok: false,
        message: `The staff-email-link function answered ${seen.status} ${seen.body}: the sign-in page cannot send magic links or recovery links. Run \`supabase functions deploy staff-email-link\`.`,
      }
}

export async function checkDeployment(
  settings: DeploymentSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<DeploymentFinding[]> {
  return [
    await checkLeadDoor(settings, fetchImpl),
    await checkClientAddress(settings, fetchImpl),
    await checkRetention(settings, fetchImpl),
    await checkEmailLinkFunction(settings, fetchImpl),
    await checkStaffList(settings, fetchImpl),
  ]
}
