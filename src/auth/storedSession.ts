/**
 * The session supabase-js keeps in localStorage (sb-<project ref>-auth-token, plus its PKCE
 * code verifier and user copies). Read to decide whether to load Supabase at all; removed by
 * us when sign-out fails on the server and supabase-js keeps it.
 */
import { backend, sessionStorageKey } from '../config/backend'

const storageKeys = (): string[] => {
  if (!backend.configured) return []
  const key = sessionStorageKey(backend.url)
  return [key, `${key}-code-verifier`, `${key}-user`]
}

export function hasStoredSession(): boolean {
  const [key] = storageKeys()
  try {
    return key !== undefined && localStorage.getItem(key) !== null
  } catch {
    return false
  }
}

export function removeStoredSession(): void {
  for (const key of storageKeys()) {
    try {
      localStorage.removeItem(key)
    } catch {
      // Storage blocked: nothing was stored either.
    }
  }
}
