/**
 * Auth state (loading, signed out, code step, signed in, with the administrator flag), as a small external store (no Supabase code in here): loading
 * starts true and ends at the first decision; every auth event is decided by decideAuth; the
 * administrator flag is looked up only for a user signed in at aal2 and is false otherwise or
 * when the lookup fails. The database decides it (public.is_admin(): role admin, and this
 * session raised by the administrator's approved factor), so the page never shows staff
 * features the database would refuse. Sign-out ends the session in this browser whatever the server says.
 */
import type { AuthChangeEvent, Factor, Session, SupabaseClient } from '@supabase/supabase-js'
import { anonymous, assuranceLevelOf, decideAuth, isAtAal2, type AuthStatus } from './authDecision'
import { removeStoredSession } from './storedSession'

export interface AuthState {
  loading: boolean
  status: AuthStatus
  isAdmin: boolean
}

export const initialAuthState: AuthState = { loading: true, status: anonymous, isAdmin: false }

const authEvents = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'MFA_CHALLENGE_VERIFIED',
  'PASSWORD_RECOVERY',
] as const satisfies readonly AuthChangeEvent[]

type Listener = () => void

export function createAuthStore(forgetStoredSession: () => void = removeStoredSession) {
  let state = initialAuthState
  const listeners = new Set<Listener>()
  /** Bumped by every auth event and sign-out: an answer that comes back after a newer one is dropped. */
  let generation = 0
  /** The user the administrator flag belongs to: set only at aal2. */
  let adminFor: string | null = null
  let adminLookup = 0
  const set = (next: Partial<AuthState>) => {
    state = { ...state, ...next }
    listeners.forEach((listener) => listener())
  }

  async function lookUpAdmin(client: SupabaseClient, lookup: number): Promise<void> {
    let isAdmin = false
    try {
      const { data, error } = await client.rpc('is_admin')
      isAdmin = !error && data === true
    } catch {
      // A failed lookup means no administrator flag.
    }
    if (lookup === adminLookup) set({ isAdmin })
  }

  function apply(client: SupabaseClient, session: Session | null, factors: readonly Factor[]) {
    const status = decideAuth(session, session ? assuranceLevelOf(session.access_token) : null, factors)
    const staffUser = isAtAal2(status) ? status.user.id : null
    const newLookup = staffUser !== null && staffUser !== adminFor
    if (staffUser !== adminFor) adminLookup += 1
    adminFor = staffUser
    set({ loading: false, status, isAdmin: staffUser !== null && !newLookup && state.isAdmin })
    // Not awaited inside the auth callback: supabase-js warns that doing so can deadlock it.
    if (newLookup) setTimeout(() => void lookUpAdmin(client, adminLookup), 0)
  }

  /** A restored session's copy of the user may predate a factor verified elsewhere: ask the auth server before deciding. */
  async function confirmFactors(client: SupabaseClient, session: Session, asOf: number): Promise<void> {
    let factors = session.user.factors ?? []
    try {
      const { data } = await client.auth.getUser()
      if (data.user) factors = data.user.factors ?? []
    } catch {
      // Unreachable now: decide from the stored copy; the server still checks every call.
    }
    if (asOf === generation) apply(client, session, factors)
  }

  /** supabase-js keeps the session when sign-out fails (5xx, network): remove it ourselves, then let it forget its state. */
  async function forgetLocally(client: SupabaseClient): Promise<void> {
    forgetStoredSession()
    try {
      await client.auth.signOut({ scope: 'local' })
    } catch {
      // Nothing stored any more, so nothing for the next page load to restore.
    }
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
    /** Connects to a client: every auth event, from the initial session on, is decided here. */
    connect(client: SupabaseClient) {
      client.auth.onAuthStateChange((event, session) => {
        if (!(authEvents as readonly string[]).includes(event)) return
        const asOf = ++generation
        if (event === 'INITIAL_SESSION' && session && assuranceLevelOf(session.access_token) !== 'aal2') {
          setTimeout(() => void confirmFactors(client, session, asOf), 0)
          return
        }
        apply(client, session, session?.user.factors ?? [])
      })
    },
    /**
     * After the auth server refused something for the assurance level (insufficient_aal): a
     * fresh token and user, whose TOKEN_REFRESHED event brings the code step if it is due.
     */
    async recheck(client: SupabaseClient): Promise<void> {
      const { error } = await client.auth.refreshSession()
      if (error) throw error
    },
    /** Ends the session in this browser whatever the server answers; the server is told when it can be. */
    async signOut(client: SupabaseClient) {
      generation += 1
      try {
        const { error } = await client.auth.signOut({ scope: 'local' })
        if (error) await forgetLocally(client)
      } catch {
        await forgetLocally(client)
      } finally {
        adminLookup += 1
        adminFor = null
        set({ loading: false, status: anonymous, isAdmin: false })
      }
    },
  }
}

export const authStore = createAuthStore()
