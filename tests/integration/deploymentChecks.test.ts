/**
 * npm run check:deploy against a Supabase-compatible API (the fake PostgREST on a real PostgreSQL
 * with every migration): it fails exactly when the public key can skip the bot check.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkEmailLinkFunction, checkLeadDoor, checkStaffList } from '../../scripts/tools/deploymentChecks'
import { createEdgeFunctions } from '../fakeSupabase/edgeFunctions'
import { createGoTrue } from '../fakeSupabase/gotrue'
import { json, readRequest, send } from '../fakeSupabase/http'
import { createPostgrest } from '../fakeSupabase/postgrest'
import { testBackend } from '../fakeSupabase/testBackend'
import { startLeadDatabase, type LeadDatabase } from './leadDatabase'

let db: LeadDatabase
let server: Server
let supabaseUrl: string
let postgrest: ReturnType<typeof createPostgrest>
let edgeFunctions: ReturnType<typeof createEdgeFunctions>

beforeAll(async () => {
  db = await startLeadDatabase()
  server = createServer((incoming, response) => {
    void (async () => {
      const request = await readRequest(incoming, supabaseUrl)
      send(response, incoming, (await edgeFunctions(request)) ?? (await postgrest(request)) ?? json(404, {}))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  supabaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  postgrest = createPostgrest(db.api, createGoTrue(supabaseUrl), testBackend.anonKey)
  edgeFunctions = createEdgeFunctions(supabaseUrl, testBackend.anonKey)
}, 60_000)

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()))
  await db?.stop()
})

const leadsStored = async () =>
  Number((await db.owner.query<{ count: string }>('select count(*) from public.leads')).rows[0]!.count)

describe('the lead door check', () => {
  it('fails a build with the bot check while anon can execute submit_lead, and passes once the setting closes it', async () => {
    const settings = { supabaseUrl, anonKey: testBackend.anonKey, botCheck: true }
    const before = await leadsStored()
    expect(await checkLeadDoor(settings)).toMatchObject({
      ok: false,
      message: expect.stringContaining("bot_check = 'required'"),
    })
    await db.owner.query(`update private.lead_intake_settings set bot_check = 'required'`)
    expect(await checkLeadDoor(settings)).toMatchObject({ ok: true })
    expect(await checkLeadDoor({ ...settings, botCheck: false })).toMatchObject({
      ok: false,
      message: expect.stringContaining('cannot store leads'),
    })
    await db.owner.query(`update private.lead_intake_settings set bot_check = 'off'`)
    expect(await checkLeadDoor({ ...settings, botCheck: false })).toMatchObject({ ok: true })
    // The probe is refused on its first field: nothing is ever stored.
    expect(await leadsStored()).toBe(before)
  })
})

describe('the email-link function check', () => {
  it('passes when the function answers, and fails where it is not deployed', async () => {
    expect(await checkEmailLinkFunction({ supabaseUrl, anonKey: testBackend.anonKey, botCheck: false })).toMatchObject({
      ok: true,
    })
    const missing = vi.fn(async () =>
      Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 }),
    )
    expect(
      await checkEmailLinkFunction({ supabaseUrl, anonKey: testBackend.anonKey, botCheck: false }, missing),
    ).toMatchObject({ ok: false, message: expect.stringContaining('supabase functions deploy staff-email-link') })
  })
})

describe('the staff list check', () => {
  const answering = (status: number, body: unknown) => vi.fn(async () => Response.json(body, { status }))

  it('passes when Auth refuses a magic link without a CAPTCHA token, and fails a bot-checked build when Auth answers as it does for strangers', async () => {
    const settings = { supabaseUrl: 'https://project.supabase.example', anonKey: testBackend.anonKey, botCheck: true }
    expect(
      await checkStaffList(
        settings,
        answering(400, {
          code: 'captcha_failed',
          message: 'captcha protection: request disallowed (no captcha response)',
        }),
      ),
    ).toMatchObject({ ok: true })
    expect(
      await checkStaffList(settings, answering(422, { code: 'otp_disabled', message: 'Signups not allowed for otp' })),
    ).toMatchObject({ ok: false, message: expect.stringContaining('422 otp_disabled') })
    expect(
      await checkStaffList(
        { ...settings, botCheck: false },
        answering(422, { code: 'otp_disabled', message: 'Signups not allowed for otp' }),
      ),
    ).toMatchObject({ ok: true })
  })
})
