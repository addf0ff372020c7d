/**
 * The rows Supabase Auth keeps in the project's database (schema auth), written for the fake
 * GoTrue: users, second factors, sessions with the factor that raised each to aal2, and audit
 * entries in the shape internal/models/audit_log_entry.go gives them. The database's rules
 * (public.is_admin(), the trigger that alerts on an administrator's factor changes) read them.
 */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import type { AuthTables } from './gotrue'

export function createAuthTables(owner: pg.Pool): AuthTables {
  return {
    async saveUser(user) {
      await owner.query(
        'insert into auth.users (id, email) values ($1, $2) on conflict (id) do update set email = excluded.email',
        [user.id, user.email],
      )
    },
    async saveFactor(userId, factor) {
      await owner.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, phone) values ($1, $2, $3, $4, $5, $6, $7, nullif($8, ''))
           on conflict (id) do update set friendly_name = excluded.friendly_name, status = excluded.status, updated_at = excluded.updated_at`,
        [
          factor.id,
          userId,
          factor.friendly_name,
          factor.factor_type,
          factor.status,
          factor.created_at,
          factor.updated_at,
          factor.phone,
        ],
      )
    },
    async deleteFactor(factorId) {
      await owner.query('delete from auth.mfa_factors where id = $1', [factorId])
    },
    async saveSession(session) {
      await owner.query(
        'insert into auth.sessions (id, user_id, factor_id, aal) values ($1, $2, $3, $4) on conflict (id) do update set factor_id = excluded.factor_id, aal = excluded.aal, updated_at = now()',
        [session.id, session.userId, session.factorId ?? null, session.aal],
      )
    },
    async deleteSession(sessionId) {
      await owner.query('delete from auth.sessions where id = $1', [sessionId])
    },
    async audit(user, action, traits) {
      const payload = {
        actor_id: user.id,
        actor_via_sso: false,
        actor_username: user.email,
        action,
        log_type: action === 'login' || action === 'logout' ? 'account' : 'factor',
        traits,
      }
      await owner.query(
        `insert into auth.audit_log_entries (instance_id, id, payload, ip_address) values ('00000000-0000-0000-0000-000000000000', $1, $2, '127.0.0.1')`,
        [randomUUID(), JSON.stringify(payload)],
      )
    },
  }
}
