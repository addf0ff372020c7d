/**
 * Which OAuth providers staff use, from the build's environment: VITE_SUPABASE_SSO_PROVIDER
 * for single sign-on on /sign-in, VITE_SUPABASE_LINK_PROVIDERS (comma-separated, e.g.
 * `azure,google`) for linking on /account, which defaults to the single sign-on provider.
 * A malformed value stops the build, naming the variable.
 */
export interface AuthProviders {
  sso: string | null
  link: string[]
}

const providerId = /^[a-z0-9_-]{1,40}$/

export function authProvidersFrom(env: Record<string, string | undefined>): AuthProviders {
  const sso = env.VITE_SUPABASE_SSO_PROVIDER?.trim().toLowerCase() || null
  const listed = (env.VITE_SUPABASE_LINK_PROVIDERS ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  for (const [variable, values] of [['VITE_SUPABASE_SSO_PROVIDER', sso ? [sso] : []], ['VITE_SUPABASE_LINK_PROVIDERS', listed]] as const) {
    const bad = values.find((value) => !providerId.test(value))
    if (bad !== undefined) throw new Error(`${variable} holds "${bad}", which is not a Supabase provider id. Use ids such as azure, google or github, separated by commas.`)
  }
  const link = listed.length ? [...new Set(listed)] : sso ? [sso] : []
  return { sso, link }
}

/** Provider names as their owners write them; ids without one are shown as they are. */
const brandNames: Record<string, string> = {
  azure: 'Microsoft',
  google: 'Google',
  github: 'GitHub',
  gitlab: 'GitLab',
  apple: 'Apple',
  bitbucket: 'Bitbucket',
  keycloak: 'Keycloak',
  workos: 'WorkOS',
  slack_oidc: 'Slack',
  linkedin_oidc: 'LinkedIn',
}

export const providerName = (id: string): string => brandNames[id] ?? id

export const authProviders = authProvidersFrom({
  VITE_SUPABASE_SSO_PROVIDER: import.meta.env.VITE_SUPABASE_SSO_PROVIDER as string | undefined,
  VITE_SUPABASE_LINK_PROVIDERS: import.meta.env.VITE_SUPABASE_LINK_PROVIDERS as string | undefined,
})
