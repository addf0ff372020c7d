import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asRole, migrate, startPostgres, type TestDatabase } from './postgres'

let database: TestDatabase
let owner: pg.Client

beforeAll(async () => {
  database = await startPostgres()
  owner = new pg.Client({ connectionString: database.url })
  await owner.connect()
  await migrate(owner)
}, 60_000)

afterAll(async () => {
  await owner?.end()
  database?.stop()
})

describe('profiles and the administrator flag', () => {
  const admin = '00000000-0000-4000-8000-00000000000a'
  const member = '00000000-0000-4000-8000-00000000000b'

  beforeAll(async () => {
    await owner.query(
      `insert into auth.users (id, email) values ($1, 'admin@vaultline.example'), ($2, 'member@vaultline.example')`,
      [admin, member],
    )
    await owner.query(`insert into public.profiles (id, role) values ($1, 'admin'), ($2, 'member')`, [admin, member])
  })

  it('shows a signed-in user their own role, as the site asks for it', async () => {
    const rows = await asRole(owner, 'authenticated', { sub: admin, aal: 'aal2' }, () =>
      owner.query('select role from public.profiles where id = $1', [admin]),
    )
    expect(rows.rows).toEqual([{ role: 'admin' }])
  })

  it('hides other users’ profiles', async () => {
    const rows = await asRole(owner, 'authenticated', { sub: member, aal: 'aal2' }, () =>
      owner.query('select id, role from public.profiles'),
    )
    expect(rows.rows).toEqual([{ id: member, role: 'member' }])
  })

  it('shows anonymous visitors nothing', async () => {
    await expect(asRole(owner, 'anon', {}, () => owner.query('select role from public.profiles'))).rejects.toThrow(
      /permission denied/,
    )
  })

  it('does not let a user promote themselves', async () => {
    await expect(
      asRole(owner, 'authenticated', { sub: member }, () =>
        owner.query(`update public.profiles set role = 'admin' where id = $1`, [member]),
      ),
    ).rejects.toThrow(/permission denied/)
  })
})
