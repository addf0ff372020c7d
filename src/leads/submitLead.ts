import { BackendNotConfiguredError, loadSupabase } from '../auth/supabase'
import type { Lead } from './leadSchema'

export type SubmitFailure = 'notConfigured' | 'network' | 'rejected' | 'server'

export class LeadSubmitError extends Error {
  override name = 'LeadSubmitError'
  constructor(readonly reason: SubmitFailure, detail?: string) {
    super(detail ?? reason)
  }
}

/** Inserts the lead (anonymous may insert, never read: row level security). */
export async function submitLead(lead: Lead, context: { language: string; sourcePath: string }): Promise<void> {
  let client
  try {
    client = await loadSupabase()
  } catch (error) {
    throw new LeadSubmitError(error instanceof BackendNotConfiguredError ? 'notConfigured' : 'network')
  }
  let result
  try {
    result = await client.from('leads').insert({
      kind: lead.kind,
      name: lead.name,
      email: lead.email,
      organisation: lead.organisation,
      country: lead.country,
      role: lead.role,
      team_size: lead.teamSize,
      interest: lead.interest,
      message: lead.message,
      consent: lead.consent,
      language: context.language,
      source_path: context.sourcePath.slice(0, 300),
    })
  } catch {
    throw new LeadSubmitError('network')
  }
  const { error, status } = result
  if (!error) return
  if (status === 0 || /fetch|network/i.test(error.message)) throw new LeadSubmitError('network', error.message)
  throw new LeadSubmitError(status >= 500 ? 'server' : 'rejected', error.message)
}
