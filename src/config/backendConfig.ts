/**
 * Supabase configuration from VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY. Both or neither:
 * without them the site works fully and sign-in and forms say they are not configured.
 * Only the public anon key ever reaches the browser.
 */
import { buildError, HalfConfiguredSupabase, NoBackendOnRealHost } from '../errors/buildErrors'
import { isExampleHost } from './site'

export type BackendConfig = { configured: true; url: string; anonKey: string } | { configured: false }

/** Half a configuration reads as none: the build has stopped on it (checkBackendConfig, in vite.config.ts) before a page could. */
export function backendConfigFrom(env: Record<string, string | undefined>): BackendConfig {
  const url = env.VITE_SUPABASE_URL?.trim()
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim()
  return url && anonKey ? { configured: true, url: url.replace(/\/+$/, ''), anonKey } : { configured: false }
}

/**
 * Stops the build when only one of the two variables is set, naming the other, and when a build
 * for a real host (`siteUrl` outside .example) has neither: the privacy notice has no variant for
 * a site without a back end, so it would describe processing that does not happen (L-7).
 */
export function checkBackendConfig(env: Record<string, string | undefined>, siteUrl?: string): BackendConfig {
  const url = env.VITE_SUPABASE_URL?.trim()
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim()
  if (Boolean(url) !== Boolean(anonKey)) {
    const [missing, set] = url
      ? (['VITE_SUPABASE_ANON_KEY', 'VITE_SUPABASE_URL'] as const)
      : (['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const)
    throw buildError(HalfConfiguredSupabase, { missing, set })
  }
  if (!url && siteUrl !== undefined && !isExampleHost(siteUrl))
    throw buildError(NoBackendOnRealHost, { host: new URL(siteUrl).hostname })
  return backendConfigFrom(env)
}

/** supabase-js keeps the session under this localStorage key: sb-<project ref>-auth-token. */
export function sessionStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`
}
