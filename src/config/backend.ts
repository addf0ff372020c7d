import { backendConfigFrom, type BackendConfig } from './backendConfig'

export type { BackendConfig } from './backendConfig'

export const backend: BackendConfig = backendConfigFrom({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
})

/** supabase-js keeps the session under this localStorage key: sb-<project ref>-auth-token. */
export function sessionStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`
}
