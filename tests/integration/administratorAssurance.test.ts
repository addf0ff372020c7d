import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { asRole, migrate, startPostgres, type TestDatabase } from './postgres'

/**
 * The administrator flag, on the real PostgreSQL, with the claims PostgREST puts in
 * request.jwt.claims for a GoTrue token, Supabase's default grants, and the rows Supabase Auth
 * keeps for factors and sessions (auth.mfa_factors, auth.sessions) and its audit log.
 */
let database: TestDatabase
let owner: pg.Client

const now = Math.floor(Date.now() / 1000)

interface Person {
  id: string
  email: string
}

async function person(role: 'member' | 'admin'): Promise<Person> {
  const id = randomUUID()
  const email = `${role}-${id.slice(0, 8)}@vaultline.example`
  await owner.query('insert into auth.users (id, email) values ($1, $2)', [id, email])
  await owner.query('insert into public.profiles (id, role) values ($1, $2)', [id, role])
  return { id, email }
}

/** A factor as Supabase Auth stores it once added (and verified, unless said otherwise). */
async function factor(
  user: Person,
  type: 'totp' | 'phone' | 'webauthn' = 'totp',
  status: 'verified' | 'unverified' = 'verified',
): Promise<string> {
  const id = randomUUID()
  await owner.query(
    'insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status) values ($1, $2, $3, $4, $5)',
    [id, user.id, `${type} ${id.slice(0, 4)}`, type, status],
  )
  return id
}

/** A session as Auth keeps it: aal1 after the password, aal2 with the factor that raised it. */
async function session(user: Person, raisedBy?: string): Promise<Record<string, unknown>> {
  const id = randomUUID()
  await owner.query('insert into auth.sessions (id, user_id, factor_id, aal) values ($1, $2, $3, $4)', [
    id,
    user.id,
    raisedBy ?? null,
    raisedBy ? 'aal2' : 'aal1',
  ])
  const aal = raisedBy ? 'aal2' : 'aal1'
  return {
    sub: user.id,
    aud: 'authenticated',
    aal,
    amr: raisedBy
      ? [
          { method: 'totp', timestamp: now },
          { method: 'password', timestamp: now - 30 },
        ]
      : [{ method: 'password', timestamp: now }],
    session_id: id,
  }
}

const isAdmin = (role: 'anon' | 'authenticated', claims: Record<string, unknown>) =>
  asRole(owner, role, claims, () => owner.query('select public.is_admin() as admin')).then(
    (result) => result.rows[0]?.admin,
  )
const roleSeen = (claims: Record<string, unknown>) =>
  asRole(owner, 'authenticated', claims, () =>
    owner.query('select role from public.profiles where id = $1', [claims.sub]),
  ).then((result) => result.rows)
const grant = (user: Person, factorId: string) =>
  owner.query('select private.grant_administrator($1, $2)', [user.id, factorId])
const alerts = async () =>
  (
    await owner.query<{ kind: string; message: string; details: Record<string, unknown> }>(
      'select kind, message, details from private.alerts order by id',
    )
  ).rows

beforeAll(async () => {
  database = await startPostgres()
  owner = new pg.Client({ connectionString: database.url })
  await owner.connect()
  // The shim reproduces Supabase's default grants, which the migrations must revoke where needed.
  await migrate(owner)
}, 60_000)

afterAll(async () => {
  await owner?.end()
  database?.stop()
})

beforeEach(async () => {
  await owner.query('delete from private.alerts')
})

describe('a password alone never yields an administrator (L4)', () => {
  it('security 2026-11-27 L4: an administrator row made before any factor: whoever has the password enrols their own authenticator, reaches aal2, and is still no administrator', async () => {
    const admin = await person('admin')
    // The reviewer's attack: at aal1 there is no verified factor, so Auth lets the password holder enrol one.
    const attackers = await factor(admin, 'totp')
    const claims = await session(admin, attackers)
    expect(claims.aal).toBe('aal2')
    expect(await isAdmin('authenticated', claims)).toBe(false)
  })

  it('an administrator acts with their approved factor, at aal2, and only then', async () => {
    const admin = await person('member')
    const own = await factor(admin, 'totp')
    await grant(admin, own)
    expect(await isAdmin('authenticated', await session(admin, own))).toBe(true)
    expect(await isAdmin('authenticated', await session(admin))).toBe(false)
    // A session raised by another factor, even a verified one of theirs, is not an administrator's.
    const second = await factor(admin, 'totp')
    expect(await isAdmin('authenticated', await session(admin, second))).toBe(false)
    // A forged claim is not enough: the session must exist as Auth recorded it.
    expect(await isAdmin('authenticated', { sub: admin.id, aal: 'aal2', session_id: randomUUID() })).toBe(false)
    expect(await isAdmin('authenticated', { sub: admin.id, aal: 'aal2', session_id: 'not-a-uuid' })).toBe(false)
  })

  it('loses the flag when the approved factor is removed, until another is approved', async () => {
    const admin = await person('member')
    const own = await factor(admin)
    await grant(admin, own)
    const claims = await session(admin, own)
    await owner.query('delete from auth.mfa_factors where id = $1', [own])
    expect(await isAdmin('authenticated', claims)).toBe(false)
  })

  it('security 2026-11-27 L4: never accepts a text-message factor for an administrator, and takes a passkey', async () => {
    const admin = await person('member')
    const phone = await factor(admin, 'phone')
    await expect(grant(admin, phone)).rejects.toMatchObject({
      code: '22023',
      message: expect.stringMatching(/not with text-message codes/),
    })
    const passkey = await factor(admin, 'webauthn')
    await grant(admin, passkey)
    expect(await isAdmin('authenticated', await session(admin, passkey))).toBe(true)
    // The same person, raised by SMS in another session: no administrator there.
    await owner.query(`update auth.mfa_factors set factor_type = 'phone' where id = $1`, [passkey])
    expect(await isAdmin('authenticated', await session(admin, passkey))).toBe(false)
  })

  it('approves only a verified factor of that very user', async () => {
    const member = await person('member')
    const other = await person('member')
    await expect(grant(member, await factor(member, 'totp', 'unverified'))).rejects.toMatchObject({
      code: '22023',
      message: expect.stringMatching(/not verified/),
    })
    await expect(grant(member, await factor(other))).rejects.toMatchObject({
      code: '22023',
      message: expect.stringMatching(/does not belong/),
    })
  })

  it('lets an administrator approve another person’s factor, never their own, and nobody else approve at all', async () => {
    const admin = await person('member')
    const adminFactor = await factor(admin)
    await grant(admin, adminFactor)
    const adminClaims = await session(admin, adminFactor)
    const member = await person('member')
    const memberFactor = await factor(member)
    const approve = (claims: Record<string, unknown>, who: Person, factorId: string) =>
      asRole(owner, 'authenticated', claims, () =>
        owner.query('select public.approve_administrator($1, $2)', [who.id, factorId]),
      )

    await expect(approve(await session(member, memberFactor), member, memberFactor)).rejects.toMatchObject({
      code: '42501',
    })
    await expect(approve(await session(admin), member, memberFactor)).rejects.toMatchObject({ code: '42501' })
    await expect(approve(adminClaims, admin, await factor(admin))).rejects.toMatchObject({
      code: '42501',
      message: expect.stringMatching(/another administrator/),
    })
    await approve(adminClaims, member, memberFactor)
    expect(
      (
        await owner.query('select role, admin_factor_id, admin_approved_by from public.profiles where id = $1', [
          member.id,
        ])
      ).rows,
    ).toEqual([{ role: 'admin', admin_factor_id: memberFactor, admin_approved_by: admin.id }])
    expect(await isAdmin('authenticated', await session(member, memberFactor))).toBe(true)
    expect((await alerts()).map((alert) => alert.kind)).toEqual(['administrator_approved', 'administrator_approved'])
  })

  it('gives the API roles no way to grant the flag themselves', async () => {
    const member = await person('member')
    const own = await factor(member)
    const claims = await session(member, own)
    await expect(
      asRole(owner, 'authenticated', claims, () =>
        owner.query('select private.grant_administrator($1, $2)', [member.id, own]),
      ),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(
      asRole(owner, 'authenticated', claims, () =>
        owner.query(`update public.profiles set role = 'admin', admin_factor_id = $2 where id = $1`, [member.id, own]),
      ),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(
      asRole(owner, 'anon', {}, () => owner.query('select public.approve_administrator($1, $2)', [member.id, own])),
    ).rejects.toMatchObject({ code: '42501' })
  })
})

describe('every change to an administrator’s factors is recorded and told', () => {
  /** An entry as Supabase Auth writes it (internal/models/audit_log_entry.go). */
  const audit = (user: Person, action: string, traits: Record<string, unknown>) =>
    owner.query(`insert into auth.audit_log_entries (id, payload, ip_address) values ($1, $2, '192.0.2.10')`, [
      randomUUID(),
      JSON.stringify({ actor_id: user.id, actor_username: user.email, action, log_type: 'factor', traits }),
    ])

  it('alerts on an administrator adding, verifying anew or removing a factor; not on a member, nor on a sign-in with an existing factor', async () => {
    const admin = await person('member')
    const own = await factor(admin)
    await grant(admin, own)
    await owner.query('delete from private.alerts')
    const added = await factor(admin, 'totp', 'unverified')
    await audit(admin, 'factor_in_progress', { factor_id: added })
    await audit(admin, 'verification_attempted', { factor_id: added, challenge_id: randomUUID() })
    await audit(admin, 'verification_attempted', { factor_id: own, challenge_id: randomUUID() })
    await audit(admin, 'factor_unenrolled', { factor_id: own, factor_status: 'verified', session_id: randomUUID() })
    await audit(admin, 'login', { provider: 'email' })
    const member = await person('member')
    await audit(member, 'factor_in_progress', { factor_id: await factor(member, 'totp', 'unverified') })

    const raised = await alerts()
    expect(raised.map((alert) => alert.details.action)).toEqual([
      'factor_in_progress',
      'verification_attempted',
      'factor_unenrolled',
    ])
    expect(
      raised.every((alert) => alert.kind === 'administrator_factor_changed' && alert.details.user_id === admin.id),
    ).toBe(true)
    expect(raised[0]!.message).toBe(
      `Administrator ${admin.email}: a second factor is being added (factor ${added}). If they did not do this, end their sessions and remove the factor.`,
    )
  })
})

describe('the role itself', () => {
  it('is hidden from a session at aal1, shown to its owner at aal2, never another user’s', async () => {
    const member = await person('member')
    const own = await factor(member)
    expect(await roleSeen(await session(member))).toEqual([])
    expect(await roleSeen(await session(member, own))).toEqual([{ role: 'member' }])
    const rows = await asRole(owner, 'authenticated', await session(member, own), () =>
      owner.query('select id from public.profiles'),
    )
    expect(rows.rows).toEqual([{ id: member.id }])
  })

  it('does not let anonymous callers run is_admin(), despite Supabase’s default grants', async () => {
    await expect(isAdmin('anon', {})).rejects.toThrow(/permission denied for function is_admin/)
  })

  it('fixes is_admin()’s search path, so a caller’s objects cannot stand in for profiles', async () => {
    const { rows } = await owner.query(
      `select prosecdef, proconfig from pg_proc where oid = 'public.is_admin()'::regprocedure`,
    )
    expect(rows).toEqual([{ prosecdef: true, proconfig: ['search_path=""'] }])
  })
})
