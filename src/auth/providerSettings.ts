/**
 * Which OAuth providers staff use, from the build's environment: VITE_SUPABASE_SSO_PROVIDER
 * for single sign-on on /sign-in, VITE_SUPABASE_LINK_PROVIDERS (comma-separated, e.g.
 * `azure,google`) for linking on /account, which defaults to the single sign-on provider.
 * A malformed value stops the build, naming the variable (checkAuthProviders, run by vite.config.ts;
 * this module reads no import.meta.env, so the build's config can load it).
 */
import { buildError, InvalidProviderId } from '../errors/buildErrors'

export interface AuthProviders {
  sso: string | null
  link: string[]
}

const providerId = /^[a-z0-9_-]{1,40}$/

/** The provider ids each variable lists, trimmed and lowercased. */
function listedProviders(env: Record<string, string | undefined>) {
  const sso = env.VITE_SUPABASE_SSO_PROVIDER?.trim().toLowerCase() || null
  const listed = (env.VITE_SUPABASE_LINK_PROVIDERS ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  return { sso, listed }
}

/** The providers; a value that is not a provider id is left out, for the build has stopped on it (checkAuthProviders, in vite.config.ts). */
export function authProvidersFrom(env: Record<string, string | undefined>): AuthProviders {
  const { sso: named, listed: all } = listedProviders(env)
  const sso = named !== null && providerId.test(named) ? named : null
  const listed = all.filter((value) => providerId.test(value))
  const link = listed.length ? [...new Set(listed)] : sso ? [sso] : []
  return { sso, link }
}

/** Stops the build on a value that is not a provider id, naming its variable. */
export function checkAuthProviders(env: Record<string, string | undefined>): void {
  const { sso, listed } = listedProviders(env)
  for (const [variable, values] of [
    ['VITE_SUPABASE_SSO_PROVIDER', sso ? [sso] : []],
    ['VITE_SUPABASE_LINK_PROVIDERS', listed],
  ] as const) {
    const value = values.find((id) => !providerId.test(id))
    if (value !== undefined) throw buildError(InvalidProviderId, { variable, value })
  }
}
