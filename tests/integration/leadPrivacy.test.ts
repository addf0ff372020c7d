/**
 * What the lead intake keeps about a sender's address (security review 2026-12-01, SEC-5; copy
 * review L-4): its rate-limit records are keyed with a secret that changes every hour, so nobody
 * can recompute them from an address; a record's time does not pair it with its lead; records and
 * secrets are deleted after their hour. On a real PostgreSQL called as PostgREST calls it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { leadIntakeLimits } from '../../src/leads/leadSchema'
import { freshEmail, lead, startLeadDatabase, type LeadDatabase } from './leadDatabase'

let db: LeadDatabase

beforeAll(async () => {
  db = await startLeadDatabase()
}, 60_000)

afterAll(async () => {
  await db?.stop()
})

beforeEach(async () => {
  await db.reset()
})

const from = (address: string) => ({ headers: { 'cf-connecting-ip': address } })
const records = async () =>
  (
    await db.owner.query<{ key: string; submitted_at: Date }>(
      `select encode(limit_key, 'hex') as key, submitted_at from private.lead_submissions order by submitted_at`,
    )
  ).rows

describe('SEC-5: the rate-limit records cannot be reversed', () => {
  it('SEC-5 / L-4: no record is the plain hash of the sender’s address or network, which anyone could recompute', async () => {
    const body = { ...lead(), email: freshEmail() }
    await db.submit(body, from('81.2.69.142'))
    const { rows } = await db.owner.query<{ key: string }>(
      `select encode(sha256(convert_to('network:' || n, 'UTF8')), 'hex') as key from unnest(array['81.2.69.142/32', '81.2.69.0/24', '81.2.69.142']) as n`,
    )
    const plain = rows.map((row) => row.key)
    const kept = (await records()).map((record) => record.key)
    expect(kept.length).toBeGreaterThan(1)
    expect(kept.filter((key) => plain.includes(key))).toEqual([])
  })

  it('SEC-5: a record’s time is not its lead’s, so the two cannot be paired by time', async () => {
    const body = { ...lead(), email: freshEmail() }
    await db.submit(body, from('81.2.69.143'))
    const [stored] = await db.stored(body.email)
    const times = (await records()).map((record) => record.submitted_at.getTime())
    expect(times).not.toContain(stored.created_at.getTime())
    for (const time of times) expect(time % 60_000).toBe(0)
  })

  it('SEC-5: a network’s leads still count after the secret changes, and the old secret goes with its hour', async () => {
    const address = '81.2.70.1'
    for (let i = 0; i < leadIntakeLimits.perNetwork.ipv4Address; i++) await db.submit(lead(), from(address))
    // The hour turns: the secret that keyed these records becomes the previous hour's.
    await db.owner.query(`update private.rate_limit_keys set hour = hour - interval '1 hour'`)
    await expect(db.submit(lead(), from(address))).rejects.toMatchObject({ code: 'PT429' })
    await expect(db.submit(lead(), from('81.2.71.1'))).resolves.toBeUndefined()
    const hours = async () =>
      (
        await db.owner.query<{ age: number }>(
          `select extract(epoch from date_bin('1 hour', now(), timestamptz '2000-01-01 00:00:00+00') - hour) / 3600 as age from private.rate_limit_keys order by hour`,
        )
      ).rows.map((row) => Number(row.age))
    expect(await hours()).toEqual([1, 0])
    // Another hour: the first secret is two hours old and is deleted, with every record older than an hour.
    await db.owner.query(
      `update private.rate_limit_keys set hour = hour - interval '1 hour'; update private.lead_submissions set submitted_at = submitted_at - interval '61 minutes'`,
    )
    await db.submit(lead(), from('81.2.72.1'))
    expect(await hours()).toEqual([1, 0])
    expect(await records()).toHaveLength(3)
  })

  it('SEC-5: keeps the secrets where the API roles cannot read them', async () => {
    expect((await db.owner.query(`select to_regclass('private.rate_limit_keys') as secrets`)).rows).toEqual([
      { secrets: 'private.rate_limit_keys' },
    ])
    const client = await db.api.connect()
    try {
      await client.query('begin; set local role anon')
      await expect(client.query('select * from private.rate_limit_keys')).rejects.toMatchObject({ code: '42501' })
    } finally {
      await client.query('rollback')
      client.release()
    }
  })
})
