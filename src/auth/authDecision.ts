/**
 * Who the site treats the visitor as, decided from the session, its assurance level and the
 * user's factors, in one place: the header, the staff toolbar, /sign-in and /account all read
 * this. A user with any verified factor counts as signed in only at aal2, however they signed
 * in (password, email link, single sign-on, recovery) and however the session came back
 * (reload, stored session). Staff-only features need `signedIn` at `aal2`.
 */
import type { Factor, Session, User } from '@supabase/supabase-js'

export type AssuranceLevel = 'aal1' | 'aal2'

export type AuthStatus =
  | { kind: 'anonymous' }
  /** Signed in with a first factor only: the code step must come before anything else. */
  | { kind: 'needsSecondFactor'; user: User; factors: Factor[] }
  | { kind: 'signedIn'; user: User; aal: AssuranceLevel }

export const anonymous: AuthStatus = { kind: 'anonymous' }

export function decideAuth(
  session: Session | null,
  currentLevel: AssuranceLevel | null,
  factors: readonly Factor[],
): AuthStatus {
  if (!session) return anonymous
  const verified = factors.filter((factor) => factor.status === 'verified')
  if (verified.length > 0 && currentLevel !== 'aal2')
    return { kind: 'needsSecondFactor', user: session.user, factors: verified }
  return { kind: 'signedIn', user: session.user, aal: currentLevel === 'aal2' ? 'aal2' : 'aal1' }
}

/** Staff-only features (administrator flag, toolbar, translation-key view) exist only here. */
export const isAtAal2 = (status: AuthStatus): status is Extract<AuthStatus, { kind: 'signedIn' }> =>
  status.kind === 'signedIn' && status.aal === 'aal2'

/** An access token's claims. Read, not verified: the token only decides what to show here; the auth server and the database check it on every call that matters. */
function claimsOf(accessToken: string): Record<string, unknown> {
  try {
    const payload = accessToken.split('.')[1] ?? ''
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    )
    const claims: unknown = JSON.parse(json)
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The `aal` claim of an access token. */
export function assuranceLevelOf(accessToken: string): AssuranceLevel | null {
  const { aal } = claimsOf(accessToken)
  return aal === 'aal1' || aal === 'aal2' ? aal : null
}

/** Whether the session began with a recovery link (the `amr` claim): Auth then changes the password without the current one. */
export function beganWithRecovery(accessToken: string): boolean {
  const { amr } = claimsOf(accessToken)
  return Array.isArray(amr) && amr.some((entry) => (entry as { method?: unknown } | null)?.method === 'recovery')
}
