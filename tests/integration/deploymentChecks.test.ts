/**
 * npm run check:deploy against a Supabase-compatible API (the fake PostgREST on a real PostgreSQL
 * with every migration, the stand-in GoTrue with its CAPTCHA setting): it fails exactly where a
 * deployment misses a secure setting (issue 42, item 3).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  checkClientAddress,
  checkDeployment,
  checkEmailLinkFunction,
  checkLeadDoor,
  checkRetention,
  checkStaffList,
} from '../../scripts/tools/deploymentChecks'
import { createEdgeFunctions } from '../fakeSupabase/edgeFunctions'
import { createGoTrue, type GoTrueSettings } from '../fakeSupabase/gotrue'
import { json, readRequest, send } from '../fakeSupabase/http'
import { createPostgrest } from '../fakeSupabase/postgrest'
import { testBackend } from '../fakeSupabase/testBackend'
import { startLeadDatabase, type LeadDatabase } from './leadDatabase'

let db: LeadDatabase
let server: Server
let supabaseUrl: string
let postgrest: ReturnType<typeof createPostgrest>
let edgeFunctions: ReturnType<typeof createEdgeFunctions>
let gotrue: ReturnType<typeof createGoTrue>
/** The project's Auth settings, changed by the tests. */
const authSettings: GoTrueSettings = {}

beforeAll(async () => {
  db = await startLeadDatabase()
  server = createServer((incoming, response) => {
    void (async () => {
      const request = await readRequest(incoming, supabaseUrl)
      send(
        response,
        incoming,
        (await edgeFunctions(request)) ??
          (request.url.pathname.startsWith('/auth/v1/') ? await gotrue.handle(request) : await postgrest(request)) ??
          json(404, {}),
      )
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  supabaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  gotrue = createGoTrue(supabaseUrl, undefined, authSettings)
  postgrest = createPostgrest(db.api, gotrue, testBackend.anonKey)
  edgeFunctions = createEdgeFunctions(supabaseUrl, testBackend.anonKey)
}, 60_000)

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()))
  await db?.stop()
})

beforeEach(async () => {
  delete authSettings.captcha
  await db.owner.query(
    `update private.lead_intake_settings set bot_check = 'off', rest_client_address = 'cf-connecting-ip', function_client_address = 'cf-connecting-ip'`,
  )
})

/** The same checks as if the project were hosted Supabase (<ref>.supabase.co), answered by this server. */
const asHosted = (url: string) => {
  const hosted = 'https://abcdefghijklmnop.supabase.co'
  return {
    settings: { supabaseUrl: hosted, anonKey: testBackend.anonKey },
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      fetch(String(input).replace(hosted, url), init)) as typeof fetch,
  }
}

const leadsStored = async () =>
  Number((await db.owner.query<{ count: string }>('select count(*) from public.leads')).rows[0]!.count)

describe('the lead door check', () => {
  it('fails a build with the bot check while the database does not ask for it, and passes with during_flood or required', async () => {
    const settings = { supabaseUrl, anonKey: testBackend.anonKey, botCheck: true }
    const before = await leadsStored()
    expect(await checkLeadDoor(settings)).toMatchObject({
      ok: false,
      message: expect.stringContaining("bot_check = 'during_flood'"),
    })
    await db.owner.query(`update private.lead_intake_settings set bot_check = 'during_flood'`)
    expect(await checkLeadDoor(settings)).toMatchObject({ ok: true })
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

  it('SEC-2: fails a build without the bot check where a flood would ask for it', async () => {
    await db.owner.query(`update private.lead_intake_settings set bot_check = 'during_flood'`)
    expect(await checkLeadDoor({ supabaseUrl, anonKey: testBackend.anonKey, botCheck: false })).toMatchObject({
      ok: false,
      message: expect.stringContaining('during a flood'),
    })
  })
})

describe('SEC-3: the client address', () => {
  it('SEC-3: fails while the database trusts no header for the visitor’s address, and passes once it does', async () => {
    await db.trust('none')
    const settings = { supabaseUrl, anonKey: testBackend.anonKey, botCheck: false }
    expect(await checkClientAddress(settings)).toMatchObject({
      ok: false,
      message: expect.stringContaining("rest_client_address is 'none'"),
    })
    // The Edge Functions' own setting counts too: staff-email-link limits its callers by it.
    await db.trust('x-forwarded-for-last', 'none')
    expect(await checkClientAddress(settings)).toMatchObject({
      ok: false,
      message: expect.stringContaining("function_client_address is 'none'"),
    })
    await db.trust('x-forwarded-for-last', 'cf-connecting-ip')
    expect(await checkClientAddress(settings)).toMatchObject({ ok: true })
  })

  it('SEC-3: on hosted Supabase, passes only with the documented header, cf-connecting-ip', async () => {
    const hosted = asHosted(supabaseUrl)
    await db.trust('x-forwarded-for-last')
    expect(await checkClientAddress({ ...hosted.settings, botCheck: false }, hosted.fetch)).toMatchObject({
      ok: false,
      message: expect.stringContaining("set rest_client_address = 'cf-connecting-ip'"),
    })
    await db.trust('cf-connecting-ip')
    expect(await checkClientAddress({ ...hosted.settings, botCheck: false }, hosted.fetch)).toMatchObject({ ok: true })
  })
})

describe('SEC-15: the retention job', () => {
  it('SEC-15: fails while pg_cron does not run the retention job, and passes once it does', async () => {
    const settings = { supabaseUrl, anonKey: testBackend.anonKey, botCheck: false }
    expect(await checkRetention(settings)).toMatchObject({ ok: true })
    await db.owner.query(`select cron.unschedule('vaultline-retention')`)
    try {
      expect(await checkRetention(settings)).toMatchObject({
        ok: false,
        message: expect.stringContaining("cron.schedule('vaultline-retention'"),
      })
    } finally {
      await db.owner.query(
        `select cron.schedule('vaultline-retention', '*/5 * * * *', 'select private.enforce_retention()')`,
      )
    }
    expect(await checkRetention(settings)).toMatchObject({ ok: true })
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

describe('SEC-3: the staff list', () => {
  const settings = () => ({ supabaseUrl, anonKey: testBackend.anonKey, botCheck: true })

  it('SEC-3: fails while Auth answers magic-link, recovery and password requests without a CAPTCHA token, whether or not the build has the bot check', async () => {
    for (const botCheck of [false, true]) {
      const finding = await checkStaffList({ ...settings(), botCheck })
      expect(finding).toMatchObject({ ok: false })
      expect(finding.message).toContain('/auth/v1/otp 422 otp_disabled')
      expect(finding.message).toContain('/auth/v1/token 400 invalid_credentials')
    }
    expect((await checkStaffList({ ...settings(), botCheck: false })).message).toContain('single sign-on only')
  })

  it('SEC-3: passes once Auth’s CAPTCHA is on', async () => {
    authSettings.captcha = {}
    expect(await checkStaffList(settings())).toMatchObject({ ok: true })
    expect(await checkStaffList({ ...settings(), botCheck: false })).toMatchObject({ ok: true })
  })

  it('fails on any answer but captcha_failed, such as Auth’s own recorded ones', async () => {
    const answering = (status: number, body: unknown) => vi.fn(async () => Response.json(body, { status }))
    expect(
      await checkStaffList(
        settings(),
        answering(400, {
          code: 'captcha_failed',
          message: 'captcha protection: request disallowed (no captcha response)',
        }),
      ),
    ).toMatchObject({ ok: true })
    expect(
      await checkStaffList(
        settings(),
        answering(422, { code: 'email_provider_disabled', message: 'Email logins are disabled' }),
      ),
    ).toMatchObject({ ok: false, message: expect.stringContaining('422 email_provider_disabled') })
  })
})

describe('SEC-3: npm run check:deploy on a project with every secure setting', () => {
  it('SEC-3: passes every check, and fails one for each setting taken away', async () => {
    const settings = { supabaseUrl, anonKey: testBackend.anonKey, botCheck: true }
    const secure = async () => {
      authSettings.captcha = {}
      await db.owner.query(`update private.lead_intake_settings set bot_check = 'during_flood'`)
      await db.trust('cf-connecting-ip')
    }
    const missing: [string, () => Promise<unknown>][] = [
      ['clientAddress', () => db.trust('cf-connecting-ip', 'none')],
      ['leadDoor', () => db.owner.query(`update private.lead_intake_settings set bot_check = 'off'`)],
      ['retention', () => db.owner.query(`select cron.unschedule('vaultline-retention')`)],
      ['staffList', async () => delete authSettings.captcha],
    ]
    await secure()
    expect((await checkDeployment(settings)).filter((finding) => !finding.ok)).toEqual([])
    for (const [check, takeAway] of missing) {
      await takeAway()
      const failed = (await checkDeployment(settings)).filter((finding) => !finding.ok)
      // What check:deploy prints for it (checkDeployment.ts).
      console.log(
        `[SEC-3] without ${check}:\n${failed.map((finding) => `FAIL ${finding.check}: ${finding.message}`).join('\n')}`,
      )
      expect(failed.map((finding) => finding.check)).toEqual([check])
      if (check === 'retention')
        await db.owner.query(
          `select cron.schedule('vaultline-retention', '*/5 * * * *', 'select private.enforce_retention()')`,
        )
      await secure()
    }
  })
})
