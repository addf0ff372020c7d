import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asRole, migrate, startPostgres, type TestDatabase } from './postgres'

/**
 * The administrator flag at each assurance level, on the real PostgreSQL, with the claims
 * PostgREST puts in request.jwt.claims for a GoTrue token and with Supabase's default grants.
 */
let database: TestDatabase
let owner: pg.Client

const admin = '00000000-0000-4000-8000-0000000000a1'
const member = '00000000-0000-4000-8000-0000000000b1'
const now = Math.floor(Date.now() / 1000)
const token = (sub: string, aal: 'aal1' | 'aal2') => ({
  sub,
  aud: 'authenticated',
  aal,
  amr: aal === 'aal2' ? [{ method: 'totp', timestamp: now }, { method: 'password', timestamp: now - 30 }] : [{ method: 'password', timestamp: now }],
  session_id: '00000000-0000-4000-8000-00000000c0de',
})

const roleOf = (sub: string, aal: 'aal1' | 'aal2') => asRole(owner, 'authenticated', token(sub, aal), () => owner.query('select role from public.profiles where id = $1', [sub])).then((result) => result.rows)
const isAdmin = (role: 'anon' | 'authenticated', claims: Record<string, unknown>) => asRole(owner, role, claims, () => owner.query('select public.is_admin() as admin')).then((result) => result.rows[0]?.admin)

beforeAll(async () => {
  database = await startPostgres()
  owner = new pg.Client({ connectionString: database.url })
  await owner.connect()
  // The shim reproduces Supabase's default grants, which the migrations must revoke where needed.
  await migrate(owner)
  await owner.query(`insert into auth.users (id, email) values ($1, 'admin@vaultline.example'), ($2, 'member@vaultline.example')`, [admin, member])
  await owner.query(`insert into public.profiles (id, role) values ($1, 'admin'), ($2, 'member')`, [admin, member])
}, 60_000)

afterAll(async () => {
  await owner?.end()
  database?.stop()
})

describe('the administrator flag requires aal2', () => {
  it('hides the role from a session at aal1, even an administrator’s', async () => {
    expect(await roleOf(admin, 'aal1')).toEqual([])
    expect(await roleOf(member, 'aal1')).toEqual([])
  })

  it('shows a session at aal2 its own role', async () => {
    expect(await roleOf(admin, 'aal2')).toEqual([{ role: 'admin' }])
    expect(await roleOf(member, 'aal2')).toEqual([{ role: 'member' }])
  })

  it('hides the role from a token without an aal claim', async () => {
    const rows = await asRole(owner, 'authenticated', { sub: admin }, () => owner.query('select role from public.profiles'))
    expect(rows.rows).toEqual([])
  })

  it('still hides other users’ profiles at aal2', async () => {
    const rows = await asRole(owner, 'authenticated', token(member, 'aal2'), () => owner.query('select id from public.profiles'))
    expect(rows.rows).toEqual([{ id: member }])
  })

  it('says is_admin() only for an administrator at aal2', async () => {
    expect(await isAdmin('authenticated', token(admin, 'aal2'))).toBe(true)
    expect(await isAdmin('authenticated', token(admin, 'aal1'))).toBe(false)
    expect(await isAdmin('authenticated', token(member, 'aal2'))).toBe(false)
  })

  it('does not let anonymous callers run is_admin(), despite Supabase’s default grants', async () => {
    await expect(isAdmin('anon', {})).rejects.toThrow(/permission denied for function is_admin/)
  })

  it('fixes is_admin()’s search path, so a caller’s objects cannot stand in for profiles', async () => {
    const { rows } = await owner.query(`select prosecdef, proconfig from pg_proc where oid = 'public.is_admin()'::regprocedure`)
    expect(rows).toEqual([{ prosecdef: true, proconfig: ['search_path=""'] }])
  })
})
