/**
 * Every promise about stored data is kept by code (issue 42, item 4; security review 2026-12-01,
 * SEC-15; copy review L-2): a job that pg_cron runs in the database, as on Supabase, deletes each
 * enquiry 24 months after the last contact, alerts after 12 months and rate-limit records after
 * their hour, and reminds the operator of staff accounts nobody has used for three months. The
 * privacy notice (locales/<lang>/legal-privacy.json) says exactly this.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { lead, startLeadDatabase, type LeadDatabase } from './leadDatabase'

let db: LeadDatabase

beforeAll(async () => {
  db = await startLeadDatabase()
}, 60_000)

afterAll(async () => {
  await db?.stop()
})

interface Job {
  jobid: string
  schedule: string
  command: string
  username: string
  active: boolean
}
const retentionJob = async () =>
  (
    await db.owner.query<Job>(
      `select jobid, schedule, command, username, active from cron.job where jobname = 'vaultline-retention'`,
    )
  ).rows

/** A lead as it would have been stored at `created`, last contacted at `contacted` (null: never since). */
async function leadFrom(email: string, created: string, contacted: string | null) {
  await db.owner.query(
    `insert into public.leads (kind, name, email, organisation, country, role, team_size, interest, privacy_notice_acknowledged, language, source_path, created_at, last_contact_at)
       values ('demo', 'Amira', $1, 'Ministry', 'GB', 'CISO', '1-49', 'government', true, 'en', '/', now() - $2::interval, now() - $3::interval)`,
    [email, created, contacted],
  )
}
const leadsLeft = async () =>
  (
    await db.owner.query<{ email: string }>(
      `select email from public.leads where email like '%@retention.example' order by 1`,
    )
  ).rows.map((row) => row.email)

describe('SEC-15: retention is a mechanism, not a promise', () => {
  it('SEC-15: pg_cron runs the retention job every five minutes, as the database’s owner', async () => {
    expect(await retentionJob()).toEqual([
      expect.objectContaining({
        schedule: '*/5 * * * *',
        command: 'select private.enforce_retention()',
        username: 'postgres',
        active: true,
      }),
    ])
  })

  it('L-2: the job deletes an enquiry 24 months after the last contact, and nothing else', async () => {
    await leadFrom('old-never-contacted@retention.example', '25 months', null)
    await leadFrom('old-contacted-recently@retention.example', '30 months', '23 months')
    await leadFrom('contacted-long-ago@retention.example', '30 months', '24 months 1 day')
    await leadFrom('recent@retention.example', '1 day', null)
    await leadFrom('just-inside@retention.example', '23 months 29 days', null)
    await db.owner.query(
      `insert into private.alerts (kind, raised_at, message) values ('old', now() - interval '12 months 1 day', 'old'), ('kept', now() - interval '11 months', 'kept')`,
    )
    // The job's own command, as pg_cron runs it: as its owner.
    const [job] = await retentionJob()
    await db.owner.query(job!.command)
    expect(await leadsLeft()).toEqual([
      'just-inside@retention.example',
      'old-contacted-recently@retention.example',
      'recent@retention.example',
    ])
    const kinds = (
      await db.owner.query<{ kind: string }>(`select kind from private.alerts where kind in ('old', 'kept')`)
    ).rows
    expect(kinds).toEqual([{ kind: 'kept' }])
  })

  it('SEC-5: the job deletes rate-limit records after their hour, and their secrets after the next, even when no lead arrives', async () => {
    await db.submit(lead())
    await db.owner.query(
      `update private.lead_submissions set submitted_at = submitted_at - interval '61 minutes'; update private.rate_limit_keys set hour = hour - interval '2 hours'`,
    )
    await db.owner.query('select private.enforce_retention()')
    const left = (
      await db.owner.query<{ records: string; secrets: string }>(
        'select (select count(*) from private.lead_submissions) as records, (select count(*) from private.rate_limit_keys) as secrets',
      )
    ).rows[0]!
    expect(left).toEqual({ records: '0', secrets: '0' })
  })

  it('L-2: the job reminds the operator, once a month, of staff accounts nobody has signed in to for three months', async () => {
    await db.owner.query(
      `insert into auth.users (email, last_sign_in_at, created_at) values
         ('left@vaultline.example', now() - interval '91 days', now() - interval '400 days'),
         ('never@vaultline.example', null, now() - interval '95 days'),
         ('active@vaultline.example', now() - interval '2 days', now() - interval '400 days'),
         ('new@vaultline.example', null, now() - interval '3 days')`,
    )
    await db.owner.query('select private.enforce_retention()')
    await db.owner.query('select private.enforce_retention()')
    const { rows } = await db.owner.query<{ details: { accounts: { email: string }[] } }>(
      `select details from private.alerts where kind = 'staff_accounts_unused'`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.details.accounts.map((account) => account.email).sort()).toEqual([
      'left@vaultline.example',
      'never@vaultline.example',
    ])
  })

  it('SEC-15: pg_cron itself runs the job, as the owner, and it succeeds', async () => {
    const [job] = await retentionJob()
    // Every minute instead of every five, so the scheduler's next run comes sooner; then back.
    await db.owner.query(`select cron.alter_job($1, schedule => '* * * * *')`, [job!.jobid])
    try {
      await vi.waitFor(
        async () => {
          const { rows } = await db.owner.query<{ status: string; username: string }>(
            `select status, username from cron.job_run_details where jobid = $1 and status in ('succeeded', 'failed')`,
            [job!.jobid],
          )
          expect(rows[0]).toEqual({ status: 'succeeded', username: 'postgres' })
        },
        { timeout: 150_000, interval: 2_000 },
      )
    } finally {
      await db.owner.query(`select cron.alter_job($1, schedule => '*/5 * * * *')`, [job!.jobid])
    }
  }, 180_000)
})
