/**
 * How many leads public.submit_lead takes, from whom, and what the operator hears, on a real
 * PostgreSQL called as PostgREST calls it. Each attack of the security review (2026-11-27, M1,
 * M2, M3) is run as the reviewer ran it; the numbers are leadIntakeLimits (src/leads/leadSchema.ts).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { leadIntakeLimits } from '../../src/leads/leadSchema'
import { inPostgrestTransaction } from '../fakeSupabase/postgrestTransaction'
import { freshAddress, freshEmail, lead, startLeadDatabase, type LeadDatabase } from './leadDatabase'

let db: LeadDatabase
const { perNetwork, hourlyCeiling, windowMinutes } = leadIntakeLimits

beforeAll(async () => {
  db = await startLeadDatabase()
}, 60_000)

afterAll(async () => {
  await db?.stop()
})

beforeEach(async () => {
  await db.reset()
  await db.trust('cf-connecting-ip')
})

const from = (address: string) => ({ headers: { 'cf-connecting-ip': address } })
/** Calls submit_lead once per address; resolves to how many were accepted. */
async function sweep(addresses: string[], body: () => Record<string, unknown> = lead): Promise<number> {
  let accepted = 0
  for (const address of addresses)
    await db.submit(body(), from(address)).then(
      () => accepted++,
      () => undefined,
    )
  return accepted
}
const count = async (sql: string, values: unknown[] = []) =>
  Number((await db.owner.query<{ count: string }>(sql, values)).rows[0]!.count)
const leadsSince = (start: Date) => count('select count(*) from public.leads where created_at >= $1', [start])
const alerts = async () =>
  (
    await db.owner.query<{ kind: string; message: string; details: Record<string, unknown> }>(
      'select kind, message, details from private.alerts order by id',
    )
  ).rows
/** The refusal as the caller sees it: SQLSTATE, message, details and hint. */
const refusalSeen = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string; message?: string; detail?: string; hint?: string }) => ({
      code: error.code,
      message: error.message,
      detail: error.detail,
      hint: error.hint,
    }),
  )
const now = async () => (await db.owner.query<{ now: Date }>('select now()')).rows[0]!.now
const times = (n: number, make: (i: number) => string) => Array.from({ length: n }, (_, i) => make(i))

describe('a ceiling that holds at a /48 (M1)', () => {
  it(`security 2026-11-27 M1: stores at most ${perNetwork.ipv6Slash48} leads from one IPv6 /48, however many /64s it spreads them over (the review stored 500 from 50 /64s)`, async () => {
    const start = await now()
    const addresses = Array.from({ length: 50 }, (_, i) =>
      times(10, (j) => `2001:db8:7:${(i * 256).toString(16)}::${j + 1}`),
    ).flat()
    expect(await sweep(addresses)).toBe(perNetwork.ipv6Slash48)
    expect(await leadsSince(start)).toBe(perNetwork.ipv6Slash48)
    // 500 calls: minutes, not seconds, on a loaded machine.
  }, 120_000)

  it(`counts an IPv6 /64 (${perNetwork.ipv6Slash64}) and a /56 (${perNetwork.ipv6Slash56}) on their own`, async () => {
    expect(await sweep(times(15, (i) => `2001:db8:8:100::${i + 1}`))).toBe(perNetwork.ipv6Slash64)
    // The same /56, other /64s: what is left of the /56's allowance.
    expect(await sweep(times(15, (i) => `2001:db8:8:1${(i + 1).toString(16).padStart(2, '0')}::1`))).toBe(
      perNetwork.ipv6Slash56 - perNetwork.ipv6Slash64,
    )
  })

  it(`counts an IPv4 address (${perNetwork.ipv4Address}) and its /24 (${perNetwork.ipv4Slash24}), however the address is written`, async () => {
    expect(await sweep(times(12, () => '192.0.2.7'))).toBe(perNetwork.ipv4Address)
    expect(await sweep(times(3, () => '::ffff:192.0.2.7'))).toBe(0)
    expect(await sweep(times(40, (i) => `192.0.2.${20 + i}`))).toBe(perNetwork.ipv4Slash24 - perNetwork.ipv4Address)
  })

  it('holds when the calls arrive at the same time', async () => {
    const results = await Promise.allSettled(
      times(36, (i) => `2001:db8:9:${(i * 256).toString(16)}::1`).map((address) => db.submit(lead(), from(address))),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(perNetwork.ipv6Slash48)
  })

  it(`holds every lead above ${hourlyCeiling} an hour for review and alerts once, and says the same to every refused caller`, async () => {
    const start = await now()
    // A botnet: every lead from a /48 of its own, so no network limit applies.
    const botnet = times(hourlyCeiling + 20, (i) => `2001:db8:${(0x1000 + i).toString(16)}::1`)
    expect(await sweep(botnet)).toBe(hourlyCeiling + 20)
    const flags = (
      await db.owner.query<{ held: boolean; count: string }>(
        'select held_for_review as held, count(*) from public.leads where created_at >= $1 group by 1 order by 1',
        [start],
      )
    ).rows
    expect(flags).toEqual([
      { held: false, count: String(hourlyCeiling) },
      { held: true, count: '20' },
    ])
    expect((await alerts()).map((alert) => alert.kind)).toEqual(['hourly_ceiling_passed'])

    // A network refused during the flood and one over its own allowance hear the same words, naming neither limit nor time.
    const flooded = await refusalSeen(db.submit(lead(), from('2001:db8:1000::2')))
    await db.reset()
    await sweep(times(perNetwork.ipv4Address, () => '198.51.100.9'))
    const network = await refusalSeen(db.submit(lead(), from('198.51.100.9')))
    expect(flooded).toEqual({
      code: 'PT429',
      message: 'The lead was not accepted at this time.',
      detail: undefined,
      hint: 'Send it by email to the sales address on the website.',
    })
    expect(network).toEqual(flooded)
  }, 60_000)

  it(`lets a network send again once its leads are older than ${windowMinutes} minutes`, async () => {
    expect(await sweep(times(11, () => '192.0.2.99'))).toBe(perNetwork.ipv4Address)
    await db.owner.query(
      'update private.lead_submissions set submitted_at = submitted_at - make_interval(mins => $1)',
      [windowMinutes],
    )
    expect(await sweep(['192.0.2.99'])).toBe(1)
    expect(await count('select count(*) from private.lead_submissions')).toBe(3)
  })

  it('keeps the allowances the form’s module states (leadIntakeLimits)', async () => {
    const allowance = async (address: string) =>
      (
        await db.owner.query<{ allowance: number }>(
          'select allowance from private.lead_networks($1::inet) order by network',
          [address],
        )
      ).rows.map((row) => row.allowance)
    expect((await allowance('192.0.2.1')).sort()).toEqual([perNetwork.ipv4Address, perNetwork.ipv4Slash24].sort())
    expect((await allowance('2001:db8::1')).sort()).toEqual(
      [perNetwork.ipv6Slash64, perNetwork.ipv6Slash56, perNetwork.ipv6Slash48].sort(),
    )
  })
})

describe('the client address is a deployment setting (M2)', () => {
  it('trusts no header on a fresh database, until the operator says which', async () => {
    const { rows } = await db.owner.query(
      `select column_name, column_default from information_schema.columns where table_schema = 'private' and table_name = 'lead_intake_settings' and column_name like '%client_address'`,
    )
    expect(rows.map((row) => row.column_default).sort()).toEqual(["'none'::text", "'none'::text"])
  })

  it('security 2026-11-27 M2: ignores a cf-connecting-ip sent by the caller where the proxy in front is not Cloudflare (self-hosted: the last x-forwarded-for hop)', async () => {
    await db.trust('x-forwarded-for-last')
    const attacker = '203.0.113.66'
    // A new spoofed cf-connecting-ip each time (the review stored all of them); the proxy appends the real address.
    const accepted = await Promise.all(
      times(15, (i) => `198.51.100.${i + 1}`).map(async (spoofed) =>
        db
          .submit(lead(), { headers: { 'cf-connecting-ip': spoofed, 'x-forwarded-for': `${spoofed}, ${attacker}` } })
          .then(
            () => 1,
            () => 0,
          ),
      ),
    ).then((outcomes) => outcomes.reduce<number>((sum, n) => sum + n, 0))
    expect(accepted).toBe(perNetwork.ipv4Address)
  })

  it('reads the first x-forwarded-for hop when the outermost proxy writes the header itself', async () => {
    await db.trust('x-forwarded-for-first')
    const visitor = '203.0.113.80'
    let accepted = 0
    for (let i = 0; i < 12; i++)
      await db.submit(lead(), { headers: { 'x-forwarded-for': `${visitor}, 10.0.0.${i}` } }).then(
        () => accepted++,
        () => undefined,
      )
    expect(accepted).toBe(perNetwork.ipv4Address)
  })

  it('security 2026-11-27 M2: never puts callers without a trusted address in one bucket: fifty of them do not lock out the fifty-first (the review: ten did)', async () => {
    let accepted = 0
    for (let i = 0; i < 50; i++) await db.submit(lead(), { headers: {} }).then(() => accepted++)
    expect(accepted).toBe(50)
    await expect(db.submit(lead(), { headers: {} })).resolves.toBeUndefined()
    await expect(db.submit(lead(), from(freshAddress()))).resolves.toBeUndefined()
  })

  it('tells the operator once an hour that the address is unknown, naming the headers that did arrive (never their values)', async () => {
    await db.trust('none')
    for (let i = 0; i < 3; i++)
      await db.submit(lead(), {
        headers: {
          'cf-connecting-ip': '203.0.113.5',
          'x-forwarded-for': '203.0.113.5, 10.0.0.1',
          'user-agent': 'curl',
        },
      })
    const raised = await alerts()
    expect(raised).toHaveLength(1)
    expect(raised[0]).toMatchObject({
      kind: 'client_address_unknown',
      details: {
        path: 'rest',
        headers_present: ['cf-connecting-ip', 'x-forwarded-for'],
        settings: { rest_client_address: 'none', bot_check: 'off' },
      },
    })
    expect(JSON.stringify(raised)).not.toContain('203.0.113.5')
  })

  it('reads the Edge Function’s forwarded headers only from the service role, by their own setting', async () => {
    await db.trust('cf-connecting-ip', 'x-forwarded-for-first')
    const visitor = '203.0.113.90'
    const viaFunction = {
      role: 'service_role' as const,
      headers: { 'cf-connecting-ip': '192.0.2.200', 'x-lead-client-x-forwarded-for': `${visitor}, 172.16.0.1` },
    }
    let accepted = 0
    for (let i = 0; i < 12; i++)
      await db.submit(lead(), viaFunction).then(
        () => accepted++,
        () => undefined,
      )
    expect(accepted).toBe(perNetwork.ipv4Address)
    // The same header from anon is just a header: anon is counted by cf-connecting-ip.
    await expect(
      db.submit(lead(), { headers: { 'cf-connecting-ip': freshAddress(), 'x-lead-client-cf-connecting-ip': visitor } }),
    ).resolves.toBeUndefined()
  })
})

describe('no lock-out and no oracle (M3)', () => {
  it('security 2026-11-27 M3: stores a prospect’s lead after three foreign leads with their address, flags the repeats, and answers everyone alike', async () => {
    const prospect = freshEmail()
    // The reviewer's attack: three leads with the prospect's address from three networks, then the prospect from their own.
    const answers: unknown[] = []
    for (const address of ['192.0.2.1', '198.51.100.1', '203.0.113.1', '2001:db8:42::1'])
      answers.push(await refusalSeen(db.submit({ ...lead(), email: prospect }, from(address))))
    expect(answers).toEqual([null, null, null, null])
    const rows = await db.stored(prospect)
    expect(rows.map((row) => row.duplicate)).toEqual([false, true, true, true])
    expect(rows.map((row) => row.held_for_review)).toEqual([false, false, false, false])
  })

  it('counts name+tag@ as the same mailbox, and a lead a day later as new', async () => {
    const email = freshEmail()
    await db.submit({ ...lead(), email })
    await db.submit({ ...lead(), email: email.replace('@', '+again@') })
    expect((await db.stored(email.replace('@', '+again@')))[0].duplicate).toBe(true)
    await db.owner.query(`update public.leads set created_at = created_at - interval '24 hours' where email like $1`, [
      email.replace('@', '%@'),
    ])
    await db.submit({ ...lead(), email })
    expect((await db.stored(email)).map((row) => row.duplicate)).toEqual([false, false])
  })

  it('keeps no email address, in clear or hashed, among what it counts', async () => {
    const email = freshEmail()
    await db.submit({ ...lead(), email })
    expect(await count('select count(*) from private.lead_submissions')).toBe(3)
  })
})

describe('the bot check closes the direct path by the database’s own setting (M1)', () => {
  const signature =
    'public.submit_lead(text, text, text, text, text, text, text, text, text, text, text, text, boolean, boolean)'
  const anonMayExecute = async () =>
    (await db.owner.query<{ yes: boolean }>(`select has_function_privilege('anon', '${signature}', 'execute') as yes`))
      .rows[0]!.yes
  afterAll(async () => {
    await db.owner.query(`update private.lead_intake_settings set bot_check = 'off'`)
  })

  it('security 2026-11-27 M1: takes away anon’s and authenticated’s EXECUTE as soon as bot_check is required, and gives it back when it is off', async () => {
    expect(await anonMayExecute()).toBe(true)
    await db.owner.query(`update private.lead_intake_settings set bot_check = 'required'`)
    expect(await anonMayExecute()).toBe(false)
    await expect(db.submit(lead())).rejects.toMatchObject({
      code: '42501',
      message: 'permission denied for function submit_lead',
    })
    await expect(db.submit(lead(), { role: 'authenticated' })).rejects.toMatchObject({ code: '42501' })
    const body = lead()
    await db.submit(body, { role: 'service_role', headers: {} })
    expect(await db.stored(body.email)).toHaveLength(1)
    await db.owner.query(`update private.lead_intake_settings set bot_check = 'off'`)
    expect(await anonMayExecute()).toBe(true)
  })

  it('stays closed after a migration that grants EXECUTE again, because the newest migration re-applies the setting', async () => {
    await db.owner.query(`update private.lead_intake_settings set bot_check = 'required'`)
    // What the first submit_lead migration did, and what any later one re-creating the function might do.
    await db.owner.query(`grant execute on function ${signature} to anon, authenticated`)
    const dir = join(import.meta.dirname, '../../supabase/migrations')
    const newest = readdirSync(dir)
      .filter((file) => readFileSync(join(dir, file), 'utf8').includes('private.apply_lead_door()'))
      .sort()
      .at(-1)!
    await db.owner.query(readFileSync(join(dir, newest), 'utf8'))
    expect(await anonMayExecute()).toBe(false)
    expect((await db.owner.query(`select bot_check from private.lead_intake_settings`)).rows).toEqual([
      { bot_check: 'required' },
    ])
  })

  it('leaves no optional SQL file to run by hand', () => {
    expect(readdirSync(join(import.meta.dirname, '../../supabase'))).not.toContain('optional')
  })
})

describe('the operator is told (alerts)', () => {
  beforeAll(async () => {
    // pg_net's signature, as Supabase installs it, recording instead of sending.
    await db.owner.query(`
      create schema if not exists net;
      create table if not exists net.sent (url text, body jsonb);
      create or replace function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{"Content-Type": "application/json"}', timeout_milliseconds integer default 5000) returns bigint
      language sql as $$ insert into net.sent values (url, body); select 1::bigint $$;`)
  })
  afterAll(async () => {
    await db.owner.query(`drop schema net cascade; update private.lead_intake_settings set alert_webhook_url = null`)
  })

  it('keeps every alert in private.alerts, notifies listeners, and posts it to the webhook through pg_net', async () => {
    await db.owner.query(
      `update private.lead_intake_settings set alert_webhook_url = 'https://hooks.example/services/T000/B000'`,
    )
    const notified: string[] = []
    const listen = new pg.Client({ connectionString: db.database.url })
    await listen.connect()
    listen.on('notification', (message) => notified.push(message.payload ?? ''))
    await listen.query('listen vaultline_alerts')
    await db.trust('none')
    await db.submit(lead(), { headers: {} })
    await new Promise((resolve) => setTimeout(resolve, 200))
    await listen.end()
    const { rows } = await db.owner.query<{ url: string; body: { text: string; alert: { kind: string } } }>(
      'select url, body from net.sent',
    )
    expect(rows).toEqual([
      {
        url: 'https://hooks.example/services/T000/B000',
        body: expect.objectContaining({
          text: expect.stringMatching(/^\[Vaultline\] Leads arrive without a client address/),
          alert: expect.objectContaining({ kind: 'client_address_unknown' }),
        }),
      },
    ])
    expect(notified.map((payload) => (JSON.parse(payload) as { alert: { kind: string } }).alert.kind)).toEqual([
      'client_address_unknown',
    ])
  })

  it('gives the API roles no way to read or silence alerts or settings', async () => {
    for (const sql of [
      'select * from private.alerts',
      'delete from private.alerts',
      `update private.lead_intake_settings set bot_check = 'off'`,
    ]) {
      const client = await db.api.connect()
      try {
        await expect(inPostgrestTransaction(client, { role: 'anon' }, () => client.query(sql))).rejects.toMatchObject({
          code: '42501',
        })
      } finally {
        client.release()
      }
    }
  })
})
