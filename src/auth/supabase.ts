/**
 * The Supabase client, imported on demand only: a stored session, the sign-in and account
 * pages, or a form submission. Visitors who never need it never download it.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { backend } from '../config/backend'
import { authFetch } from './authFetch'
import { authStore } from './authStore'

let client: Promise<SupabaseClient> | null = null

export class BackendNotConfiguredError extends Error {
  override name = 'BackendNotConfiguredError'
  constructor() {
    super('The backend is not configured (VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY).')
  }
}

export function loadSupabase(): Promise<SupabaseClient> {
  if (!backend.configured) return Promise.reject(new BackendNotConfiguredError())
  const { url, anonKey } = backend
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(url, anonKey, {
      auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      global: {
        // Signed out once supabase-js's own call has finished: signing out waits for the lock the refresh holds.
        fetch: authFetch(url, () => setTimeout(() => void client?.then((loaded) => authStore.signOut(loaded)), 0)),
      },
    }),
  )
  return client
}
