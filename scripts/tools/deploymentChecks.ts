/**
 * What a deployment must hold that the build cannot see: checks run against the live Supabase
 * project with the build's public settings, through the public API only, storing nothing.
 * `npm run check:deploy` (checkDeployment.ts) runs them after every deployment.
 *
 * - The lead door: with the bot check in the build, the public key must not be able to execute
 *   public.submit_lead (or a script skips the Turnstile check); without it, the forms need it.
 *   The probe sends a lead the function refuses on its first field, so it is never stored.
 * - The staff list: the staff-email-link function the sign-in page sends magic-link and
 *   recovery requests to must be deployed (the probe is refused before it reaches Auth); with the
 *   bot check in the build, Supabase Auth must refuse a magic-link request that carries no CAPTCHA
 *   token, or anyone can ask it which addresses have accounts.
 */
export interface DeploymentSettings {
  supabaseUrl: string
  anonKey: string
  /** The build has VITE_TURNSTILE_SITE_KEY: leads go through the submit-lead function, Auth needs a CAPTCHA. */
  botCheck: boolean
}

export interface DeploymentFinding {
  check: 'leadDoor' | 'emailLinkFunction' | 'staffList'
  ok: boolean
  message: string
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
  consent: true,
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

export async function checkLeadDoor(
  { supabaseUrl, anonKey, botCheck }: DeploymentSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<DeploymentFinding> {
  const seen = await answer(
    await fetchImpl(`${supabaseUrl}/rest/v1/rpc/submit_lead`, {
      method: 'POST',
      headers: apiHeaders(anonKey),
      body: JSON.stringify(leadProbe),
    }),
  )
  const closed = (seen.status === 401 || seen.status === 403) && seen.code === '42501'
  const open = seen.status === 400 && seen.code === '22023'
  if (botCheck) {
    return closed
      ? {
          check: 'leadDoor',
          ok: true,
          message:
            'The public key cannot execute submit_lead: leads come only through the bot-checked submit-lead function.',
        }
      : {
          check: 'leadDoor',
          ok: false,
          message: open
            ? "anon can still execute public.submit_lead, so a script skips the bot check. Run `update private.lead_intake_settings set bot_check = 'required';` as the project's owner (docs/leads.md, \"The optional bot check\")."
            : `submit_lead answered ${seen.status} ${seen.body}; expected 401 with code 42501 (permission denied).`,
        }
  }
  return open
    ? { check: 'leadDoor', ok: true, message: 'The forms can reach submit_lead with the public key.' }
    : {
        check: 'leadDoor',
        ok: false,
        message: closed
          ? "The build has no bot check but the public key cannot execute submit_lead: the forms cannot store leads. Build with VITE_TURNSTILE_SITE_KEY, or run `update private.lead_intake_settings set bot_check = 'off';`."
          : `submit_lead answered ${seen.status} ${seen.body}; expected 400 with code 22023 (the probe's kind refused). Are the migrations applied (supabase db push)?`,
      }
}

export async function checkStaffList(
  { supabaseUrl, anonKey, botCheck }: DeploymentSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<DeploymentFinding> {
  const address = `deployment-check-${crypto.randomUUID().slice(0, 8)}@vaultline.invalid`
  const seen = await answer(
    await fetchImpl(`${supabaseUrl}/auth/v1/otp`, {
      method: 'POST',
      headers: { ...apiHeaders(anonKey), 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: address, create_user: false }),
    }),
  )
  const captchaRefused = seen.code === 'captcha_failed'
  if (captchaRefused)
    return {
      check: 'staffList',
      ok: true,
      message: 'Supabase Auth refuses email-link requests without a CAPTCHA token.',
    }
  const message = `Supabase Auth answered a magic-link request without a CAPTCHA token with ${seen.status}${seen.code ? ` ${seen.code}` : ''}: a caller can ask it, address by address, who has a staff account.`
  return botCheck
    ? {
        check: 'staffList',
        ok: false,
        message: `${message} Turn CAPTCHA on in Auth with the Turnstile secret (docs/deploying.md, "Staff sign-in without a staff list").`,
      }
    : {
        check: 'staffList',
        ok: true,
        message: `${message} Accepted without the bot check; build with VITE_TURNSTILE_SITE_KEY and turn CAPTCHA on to close it.`,
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
    await checkEmailLinkFunction(settings, fetchImpl),
    await checkStaffList(settings, fetchImpl),
  ]
}
