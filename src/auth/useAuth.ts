import { useEffect, useSyncExternalStore } from 'react'
import { authStore, initialAuthState, type AuthState } from './authStore'
import { watchIdleness } from './idleSignOut'
import { hasStoredSession } from './storedSession'
import { loadSupabase } from './supabase'

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, () => initialAuthState)
}

let connecting: Promise<void> | null = null

/** Loads Supabase and connects the auth store, once; from then on, 30 minutes without use sign staff out (idleSignOut.ts). */
export function connectAuth(): Promise<void> {
  connecting ??= loadSupabase()
    .then((client) => {
      authStore.connect(client)
      watchIdleness({
        target: window,
        channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel('vaultline-staff-activity') : null,
        onIdle: () => {
          if (authStore.getState().status.kind !== 'anonymous') void authStore.signOut(client)
        },
      })
    })
    .catch(() => authStore.settleAnonymous())
  return connecting
}

/** In the layout: connects only when a stored session exists; otherwise the visitor is anonymous at once. */
export function useAuthBootstrap(): void {
  useEffect(() => {
    if (hasStoredSession()) void connectAuth()
    else authStore.settleAnonymous()
  }, [])
}

/** Signs out through the store (see authStore.signOut); for buttons. */
export const signOut = () => loadSupabase().then((client) => authStore.signOut(client))
