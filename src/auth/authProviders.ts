/** The OAuth providers this build offers staff (src/auth/providerSettings.ts), and their names. */
import { authProvidersFrom } from './providerSettings'

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
