/**
 * Review copy-en 2026-12-01 L-1: the lead form's required box confirms that the privacy notice was
 * read; it is not consent (the notice's basis is legitimate interests). Its column was called
 * consent, which a later reader could take for consent to marketing. The migration
 * 20261202140000_privacy_notice_acknowledged.sql renames it, keeps the rows stored before, and
 * submit_lead takes the old argument name for one release (docs/leads.md).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { freshEmail, lead, refusal, startLeadDatabase, type LeadDatabase } from './leadDatabase'
import { migrate, migrationFiles } from './postgres'

const renaming = '20261202140000_privacy_notice_acknowledged.sql'
const before = 'amira.before-the-rename@ministry.example'

let db: LeadDatabase

beforeAll(async () => {
  db = await startLeadDatabase(async (owner) => {
    const files = migrationFiles()
    const at = files.indexOf(renaming)
    expect(at).toBeGreaterThan(0)
    await migrate(owner, files.slice(0, at))
    // A lead stored before the rename, as the database then stored every lead.
    await owner.query(
      `insert into public.leads (kind, name, email, organisation, country, role, team_size, interest, consent, language, source_path)
       values ('demo', 'Amira Haddad', $1, 'Ministry of Digital Affairs', 'GB', 'CISO', '250-999', 'government', true, 'en', '/contact')`,
      [before],
    )
    await migrate(owner, files.slice(at))
  })
}, 60_000)

afterAll(async () => {
  await db?.stop()
})

beforeEach(async () => {
  await db.reset()
})

/** The columns of public.leads whose name says consent or acknowledgement, with their type and nullability. */
async function columns() {
  const { rows } = await db.owner.query<{ name: string; type: string; nullable: string }>(
    `select column_name as name, data_type as type, is_nullable as nullable from information_schema.columns
     where table_schema = 'public' and table_name = 'leads' and (column_name like '%consent%' or column_name like '%acknowledged%')`,
  )
  return rows
}

describe('L-1: the privacy-notice box is stored as what it is, not as consent', () => {
  it('L-1 / copy-en 2026-11-27 L4: public.leads has no consent column; privacy_notice_acknowledged holds the box, and the rows stored before keep it', async () => {
    expect(await columns()).toEqual([{ name: 'privacy_notice_acknowledged', type: 'boolean', nullable: 'NO' }])
    expect(await db.stored(before)).toEqual([
      expect.objectContaining({ name: 'Amira Haddad', privacy_notice_acknowledged: true }),
    ])
    // The table still refuses a row without the acknowledgement (the check followed the column).
    await expect(
      db.owner.query(
        `insert into public.leads (kind, name, email, organisation, country, role, team_size, interest, privacy_notice_acknowledged, language, source_path)
         values ('demo', 'Eve', 'eve@attacker.example', 'Evil', 'GB', 'CEO', '1-49', 'government', false, 'en', '/')`,
      ),
    ).rejects.toThrow(/leads_privacy_notice_acknowledged_check/)
  })

  it('L-1: submit_lead stores the acknowledgement the form sends as privacy_notice_acknowledged', async () => {
    const body = lead()
    expect(await db.submit(body)).toBeUndefined()
    expect(await db.stored(body.email)).toEqual([expect.objectContaining({ privacy_notice_acknowledged: true })])
  })

  it('L-1: a page cached from before the rename, which sends it as consent, still reaches sales for one release', async () => {
    const { privacy_notice_acknowledged: _acknowledged, ...rest } = lead()
    const old = { ...rest, email: freshEmail(), consent: true }
    expect(await db.submit(old)).toBeUndefined()
    expect(await db.stored(old.email)).toEqual([expect.objectContaining({ privacy_notice_acknowledged: true })])
  })

  it('L-1: a lead without the acknowledgement, under either name, is refused and names the box', async () => {
    const { privacy_notice_acknowledged: _acknowledged, ...rest } = lead()
    for (const body of [rest, { ...rest, privacy_notice_acknowledged: false }, { ...rest, consent: false }])
      expect(await refusal(db.submit({ ...body, email: freshEmail() }))).toEqual({
        code: '22023',
        details: { field: 'privacy_notice_acknowledged', reason: 'privacyNotice' },
      })
    expect(await db.stored(rest.email)).toEqual([])
  })
})
