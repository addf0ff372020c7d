/** Sessions and factors shaped as supabase-js hands them to the auth store, for unit tests. */
import type { Factor, Session, User } from '@supabase/supabase-js'

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An access token with the given claims (unsigned: the store reads the level, the server verifies). */
export const accessToken = (claims: Record<string, unknown>) =>
  `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(claims)}.signature`

export const factor = (
  status: Factor['status'],
  type: Factor['factor_type'] = 'totp',
  id = `${type}-${status}`,
): Factor => ({ id, factor_type: type, status, friendly_name: 'Phone app', created_at: '', updated_at: '' })

export function session(options: { aal?: string; factors?: Factor[]; userId?: string } = {}): Session {
  const user = {
    id: options.userId ?? 'user-1',
    email: 'amira@vaultline.test',
    factors: options.factors ?? [],
    app_metadata: {},
    user_metadata: {},
    aud: 'authenticated',
    created_at: '',
  } as User
  return {
    access_token: accessToken({ sub: user.id, aal: options.aal ?? 'aal1' }),
    refresh_token: 'r',
    expires_in: 3600,
    expires_at: 0,
    token_type: 'bearer',
    user,
  }
}
