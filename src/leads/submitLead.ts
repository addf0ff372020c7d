import { BackendNotConfiguredError, loadSupabase } from '../auth/supabase'
import { leadLimits, type Lead, type LeadError, type LeadField } from './leadSchema'

export type SubmitFailure = 'notConfigured' | 'network' | 'rejected' | 'server' | 'rateLimited' | 'botCheck'

/** Why a lead was not stored, with what the database said about it where it said something. */
export class LeadSubmitError extends Error {
  override name = 'LeadSubmitError'
  constructor(
    readonly reason: SubmitFailure,
    readonly refusal: { field?: LeadField; error?: LeadError } = {},
    detail?: string,
  ) {
    super(detail ?? reason)
  }
}

/** The names public.submit_lead gives the fields the form calls otherwise. */
const databaseFields: Partial<Record<string, LeadField>> = {
  name: 'name',
  email: 'email',
  organisation: 'organisation',
  role: 'role',
  country: 'country',
  team_size: 'teamSize',
  interest: 'interest',
  message: 'message',
  privacy_notice_acknowledged: 'privacyNoticeAcknowledged',
}
const leadErrors: readonly LeadError[] = [
  'required',
  'tooShort',
  'tooLong',
  'characters',
  'email',
  'workEmail',
  'choice',
  'privacyNotice',
]

function parseDetails(details: string | null | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(details ?? '')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * What a refusal means for the form. The database answers 429 (SQLSTATE PT429), the same words
 * whatever limit was reached and with no time; 428 (PT428) while a flood has turned the bot check
 * on for everyone; and 400 (22023) with details {field, reason} for a field it refuses; the Edge
 * Function adds bot_check_failed (403).
 */
export function submitFailure(
  status: number,
  error: { code?: string | null; details?: string | null; message?: string },
): LeadSubmitError {
  const details = parseDetails(error.details)
  if (status === 429 || error.code === 'PT429') return new LeadSubmitError('rateLimited', {}, error.message)
  if (status === 428 || error.code === 'PT428' || error.code === 'bot_check_failed')
    return new LeadSubmitError('botCheck', {}, error.message)
  if (status === 0) return new LeadSubmitError('network', {}, error.message)
  if (status >= 500) return new LeadSubmitError('server', {}, error.message)
  const field = typeof details.field === 'string' ? databaseFields[details.field] : undefined
  const reason = leadErrors.find((known) => known === details.reason)
  return new LeadSubmitError('rejected', field && reason ? { field, error: reason } : {}, error.message)
}

/** The arguments of public.submit_lead: what the visitor typed and where; the database sets the rest. */
export function submitLeadArguments(
  lead: Lead,
  context: { language: string; sourcePath: string },
): Record<string, string | boolean> {
  const path = /^\/(?![/\\])/.test(context.sourcePath)
    ? Array.from(context.sourcePath).slice(0, leadLimits.sourcePath[1]).join('')
    : '/'
  return {
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    organisation: lead.organisation,
    country: lead.country,
    role: lead.role,
    team_size: lead.teamSize,
    interest: lead.interest,
    message: lead.message,
    privacy_notice_acknowledged: lead.privacyNoticeAcknowledged,
    language: context.language,
    source_path: path,
    honeypot: lead.enquiryReference,
  }
}

/**
 * Sends the lead to public.submit_lead, the only way into the leads table. With a Turnstile token
 * it goes through the submit-lead Edge Function, which verifies the token and then calls the same
 * function. In a build with the bot check but no token yet (`botCheckToken: null`: the widget has
 * not answered, or Cloudflare is out of reach), it goes to the database directly, which takes it
 * unless a flood has turned the bot check on (428) or the deployment always requires it (the
 * public key may not execute submit_lead, 42501): both are the bot check's refusal.
 */
export async function submitLead(
  lead: Lead,
  context: { language: string; sourcePath: string; botCheckToken?: string | null },
): Promise<void> {
  let client
  try {
    client = await loadSupabase()
  } catch (error) {
    throw new LeadSubmitError(error instanceof BackendNotConfiguredError ? 'notConfigured' : 'network')
  }
  const args = submitLeadArguments(lead, context)
  if (typeof context.botCheckToken === 'string') {
    const { error } = await client.functions
      .invoke('submit-lead', { body: { ...args, turnstile_token: context.botCheckToken } })
      .catch(() => ({ error: { name: 'FunctionsFetchError', context: null } }))
    if (!error) return
    const response = error.context instanceof Response ? error.context : null
    if (!response) throw new LeadSubmitError('network')
    const body = (await response.json().catch(() => ({}))) as { code?: string; details?: string; message?: string }
    throw submitFailure(response.status, body)
  }
  let result
  try {
    result = await client.rpc('submit_lead', args)
  } catch {
    throw new LeadSubmitError('network')
  }
  const { error, status } = result
  if (!error) return
  if (/fetch|network/i.test(error.message) && !error.code) throw new LeadSubmitError('network', {}, error.message)
  if (context.botCheckToken === null && error.code === '42501') throw new LeadSubmitError('botCheck', {}, error.message)
  throw submitFailure(status, error)
}
