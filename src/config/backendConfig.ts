/**
 * Supabase configuration from VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY. Both or neither:
 * without them the site works fully and sign-in and forms say they are not configured.
 * Only the public anon key ever reaches the browser.
 */
export type BackendConfig = { configured: true; url: string; anonKey: string } | { configured: false }

export function backendConfigFrom(env: Record<string, string | undefined>): BackendConfig {
  const url = env.VITE_SUPABASE_URL?.trim()
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim()
  if (url && anonKey) return { configured: true, url: url.replace(/\/+$/, ''), anonKey }
  if (url || anonKey) {
    const missing = url ? 'VITE_SUPABASE_ANON_KEY' : 'VITE_SUPABASE_URL'
    throw new Error(`Supabase is half configured: ${missing} is not set. Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or neither.`)
  }
  return { configured: false }
}

/** supabase-js keeps the session under this localStorage key: sb-<project ref>-auth-token. */
export function sessionStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`
}
