import { useEffect, useSyncExternalStore } from 'react'
import { backend, sessionStorageKey } from '../config/backend'
import { authStore, type AuthState } from './authStore'
import { loadSupabase } from './supabase'

const serverState: AuthState = { loading: true, session: null, user: null, isAdmin: false }

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, () => serverState)
}

let connecting: Promise<void> | null = null

/** Loads Supabase and connects the auth store, once. */
export function connectAuth(): Promise<void> {
  connecting ??= loadSupabase()
    .then((client) => authStore.connect(client))
    .catch(() => authStore.settleAnonymous())
  return connecting
}

function hasStoredSession(): boolean {
  if (!backend.configured) return false
  try {
    return localStorage.getItem(sessionStorageKey(backend.url)) !== null
  } catch {
    return false
  }
}

/** In the layout: connects only when a stored session exists; otherwise the visitor is anonymous at once. */
export function useAuthBootstrap(): void {
  useEffect(() => {
    if (hasStoredSession()) void connectAuth()
    else authStore.settleAnonymous()
  }, [])
}
