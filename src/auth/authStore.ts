/**
 * Auth state per spec section 4, as a small external store (no Supabase code in here):
 * loading starts true and ends at the first session result or auth event; the administrator
 * flag follows a signed-in user shortly after and is false otherwise or when the lookup fails.
 */
import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js'

export interface AuthState {
  loading: boolean
  session: Session | null
  user: User | null
  isAdmin: boolean
}

export const authEvents = ['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT', 'TOKEN_REFRESHED', 'USER_UPDATED', 'MFA_CHALLENGE_VERIFIED'] as const satisfies readonly AuthChangeEvent[]

type Listener = () => void

export function createAuthStore() {
  let state: AuthState = { loading: true, session: null, user: null, isAdmin: false }
  const listeners = new Set<Listener>()
  let adminLookup = 0
  const set = (next: Partial<AuthState>) => {
    state = { ...state, ...next }
    listeners.forEach((listener) => listener())
  }

  async function lookUpAdmin(client: SupabaseClient, user: User): Promise<void> {
    const lookup = ++adminLookup
    try {
      const { data, error } = await client.from('profiles').select('role').eq('id', user.id).single()
      if (lookup === adminLookup && state.user?.id === user.id) set({ isAdmin: !error && data?.role === 'admin' })
    } catch {
      if (lookup === adminLookup) set({ isAdmin: false })
    }
  }

  function applySession(client: SupabaseClient, session: Session | null) {
    const user = session?.user ?? null
    const changedUser = user?.id !== state.user?.id
    set({ loading: false, session, user, ...(user ? {} : { isAdmin: false }) })
    // Not awaited inside the auth callback: supabase-js warns that doing so can deadlock it.
    if (user && changedUser) setTimeout(() => void lookUpAdmin(client, user), 0)
  }

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** No backend or no stored session: nothing to load, the visitor is anonymous. */
    settleAnonymous() {
      if (state.loading) set({ loading: false })
    },
    /** Connects to a client: the first session result, then every auth event, update the state. */
    async connect(client: SupabaseClient) {
      client.auth.onAuthStateChange((event, session) => {
        if ((authEvents as readonly string[]).includes(event)) applySession(client, session)
      })
      const { data } = await client.auth.getSession()
      applySession(client, data.session)
    },
    /** Signs out everywhere it can; the local session and the flag are cleared whatever the server says. */
    async signOut(client: SupabaseClient) {
      try {
        await client.auth.signOut({ scope: 'local' })
      } finally {
        adminLookup += 1
        set({ session: null, user: null, isAdmin: false, loading: false })
      }
    },
  }
}

export type AuthStore = ReturnType<typeof createAuthStore>
export const authStore = createAuthStore()
