/**
 * Build-time check of the Supabase key: every visitor can read the key that is built into the
 * site, so only one that grants the anon role may be (a service_role or secret key bypasses row
 * level security). Imported by vite.config.ts only, never by the browser bundle.
 */
import { buildError, PublicKeyNotAnon } from '../errors/buildErrors'

/** The payload of a JWT, or null when the text is not one. Works in Node and in browsers (atob). */
function jwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  try {
    const json = atob(parts[1]!.replace(/-/g, '+').replace(/_/g, '/'))
    const payload: unknown = JSON.parse(json)
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * The role a Supabase API key grants: the `role` claim of a legacy JWT key ('anon',
 * 'service_role'), 'anon' for a publishable key (sb_publishable_…), 'secret' for a secret key
 * (sb_secret_…), null when the text is neither.
 */
export function supabaseKeyRole(key: string): string | null {
  if (key.startsWith('sb_publishable_')) return 'anon'
  if (key.startsWith('sb_secret_')) return 'secret'
  const role = jwtPayload(key)?.role
  return typeof role === 'string' ? role : null
}

/** Stops the build when the configured key is not the public one (a service_role or secret key would bypass row level security). */
export function assertPublicKey(key: string): void {
  const role = supabaseKeyRole(key)
  if (role !== 'anon') throw buildError(PublicKeyNotAnon, { role: role ?? 'unknown (not a Supabase key)' })
}
