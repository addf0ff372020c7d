import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asRole, startPostgres, type TestDatabase } from './postgres'

const root = join(import.meta.dirname, '../..')
let database: TestDatabase
let owner: pg.Client

const lead = {
  kind: 'demo',
  name: 'Amira Haddad',
  email: 'amira.haddad@ministry.example',
  organisation: 'Ministry of Digital Affairs',
  country: 'GB',
  role: 'Head of Security',
  team_size: '250-999',
  interest: 'government',
  message: 'We would like to evaluate the sovereign deployment.',
  consent: true,
  language: 'en',
  source_path: '/contact',
}

const insertLead = (client: pg.Client, row: Record<string, unknown>) => {
  const columns = Object.keys(row)
  return client.query(`insert into public.leads (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(row))
}

beforeAll(async () => {
  database = await startPostgres()
  owner = new pg.Client({ connectionString: database.url })
  await owner.connect()
  await owner.query(readFileSync(join(root, 'tests/integration/supabaseShim.sql'), 'utf8'))
  for (const file of readdirSync(join(root, 'supabase/migrations')).sort()) await owner.query(readFileSync(join(root, 'supabase/migrations', file), 'utf8'))
}, 60_000)

afterAll(async () => {
  await owner?.end()
  database?.stop()
})

describe('leads, under row level security enforced by PostgreSQL', () => {
  it('lets an anonymous visitor insert a lead that only the database owner can read', async () => {
    await asRole(owner, 'anon', {}, () => insertLead(owner, lead))
    const stored = await owner.query('select name, email, interest from public.leads where email = $1', [lead.email])
    expect(stored.rows).toEqual([{ name: lead.name, email: lead.email, interest: 'government' }])
  })

  it('refuses to let anonymous visitors read leads', async () => {
    await expect(asRole(owner, 'anon', {}, () => owner.query('select * from public.leads'))).rejects.toThrow(/permission denied/)
  })

  it('refuses to let signed-in users read leads either', async () => {
    await expect(asRole(owner, 'authenticated', { sub: '00000000-0000-4000-8000-000000000001' }, () => owner.query('select * from public.leads'))).rejects.toThrow(/permission denied/)
  })

  it.each([
    ['consent not given', { consent: false }],
    ['a malformed email', { email: 'not-an-email' }],
    ['an unknown edition', { interest: 'platinum' }],
    ['a lowercase country code', { country: 'gb' }],
    ['a one-letter name', { name: 'A' }],
    ['an overlong message', { message: 'x'.repeat(4001) }],
    ['an unknown language', { language: 'it' }],
  ])('rejects %s with a database constraint, as the form does', async (_, change) => {
    await expect(asRole(owner, 'anon', {}, () => insertLead(owner, { ...lead, ...change }))).rejects.toThrow(/violates check constraint/)
  })
})

describe('profiles and the administrator flag', () => {
  const admin = '00000000-0000-4000-8000-00000000000a'
  const member = '00000000-0000-4000-8000-00000000000b'

  beforeAll(async () => {
    await owner.query(`insert into auth.users (id, email) values ($1, 'admin@vaultline.example'), ($2, 'member@vaultline.example')`, [admin, member])
    await owner.query(`insert into public.profiles (id, role) values ($1, 'admin'), ($2, 'member')`, [admin, member])
  })

  it('shows a signed-in user their own role, as the site asks for it', async () => {
    const rows = await asRole(owner, 'authenticated', { sub: admin, aal: 'aal2' }, () => owner.query('select role from public.profiles where id = $1', [admin]))
    expect(rows.rows).toEqual([{ role: 'admin' }])
  })

  it('hides other users’ profiles', async () => {
    const rows = await asRole(owner, 'authenticated', { sub: member, aal: 'aal2' }, () => owner.query('select id, role from public.profiles'))
    expect(rows.rows).toEqual([{ id: member, role: 'member' }])
  })

  it('shows anonymous visitors nothing', async () => {
    await expect(asRole(owner, 'anon', {}, () => owner.query('select role from public.profiles'))).rejects.toThrow(/permission denied/)
  })

  it('does not let a user promote themselves', async () => {
    await expect(asRole(owner, 'authenticated', { sub: member }, () => owner.query(`update public.profiles set role = 'admin' where id = $1`, [member]))).rejects.toThrow(/permission denied/)
  })
})
