/**
 * No staff list (security review 2026-11-27, L1), and no silenced staff sign-in (2026-12-01,
 * SEC-4): the sign-in page's magic-link and recovery requests, made by the real supabase-js as the
 * page makes them, against the stand-in GoTrue that answers as Supabase Auth does (otp_disabled for
 * an unknown address, 429 on a second link within a minute, the project's hourly email budget),
 * directly and through the staff-email-link function the page now uses, which keeps its own limits
 * in a real PostgreSQL behind the stand-in PostgREST, over HTTP on this machine. The function and
 * the page's route to it alone: tests/unit/auth/staffEmailLink.test.ts.
 */
import { createClient } from '@supabase/supabase-js'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import ws from 'ws'
import { emailLinkRoute } from '../../src/auth/emailLinkRoute'
import { createEdgeFunctions } from '../fakeSupabase/edgeFunctions'
import { createGoTrue, type GoTrue, type GoTrueSettings } from '../fakeSupabase/gotrue'
import { json, readRequest, send } from '../fakeSupabase/http'
import { createPostgrest } from '../fakeSupabase/postgrest'
import { testBackend } from '../fakeSupabase/testBackend'
import { startLeadDatabase, type LeadDatabase } from './leadDatabase'

const site = 'http://127.0.0.1:4999'
const anonKey = 'anon'
let server: Server
let baseUrl: string
let gotrue: GoTrue
let serial = 0
let edgeFunctions: ReturnType<typeof createEdgeFunctions>
let postgrest: ReturnType<typeof createPostgrest>
let db: LeadDatabase
const authSettings: GoTrueSettings = {}
/** The caller every request of a test comes from, unless it says otherwise (x-test-client-address). */
let caller = '203.0.113.1'

beforeAll(async () => {
  db = await startLeadDatabase()
  server = createServer((incoming, response) => {
    void (async () => {
      const request = await readRequest(incoming, baseUrl)
      const reply =
        (await edgeFunctions(request)) ??
        (request.url.pathname.startsWith('/auth/v1/') ? await gotrue.handle(request) : await postgrest(request))
      send(response, incoming, reply ?? json(404, {}))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  gotrue = createGoTrue(baseUrl, undefined, authSettings)
  postgrest = createPostgrest(db.api, gotrue, anonKey)
  edgeFunctions = createEdgeFunctions(baseUrl, anonKey)
}, 60_000)

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()))
  await db?.stop()
})

let callers = 0
beforeEach(async () => {
  await db.reset()
  delete authSettings.emailsPerHour
  caller = `203.0.113.${++callers}`
})

async function staffMember() {
  const email = `staff-${++serial}@vaultline.test`
  await gotrue.control.createUser({ email, password: 'correct horse battery staple' })
  return email
}

interface Seen {
  status: number
  body: string
  headers: Record<string, string>
}

/** supabase-js as the sign-in page makes it, recording every HTTP answer it gets. */
function signInPage({ throughFunction }: { throughFunction: boolean }) {
  const answers: Seen[] = []
  const client = createClient(baseUrl, anonKey, {
    auth: { flowType: 'pkce', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    global: {
      fetch: async (input, init) => {
        const sent = new Headers(init?.headers)
        sent.set(testBackend.clientAddressHeader, caller)
        const response = await fetch(throughFunction ? emailLinkRoute(input, baseUrl) : input, {
          ...init,
          headers: sent,
        })
        const copy = response.clone()
        const headers = Object.fromEntries(
          [...copy.headers].filter(([name]) => !['date', 'content-length', 'keep-alive', 'connection'].includes(name)),
        )
        answers.push({ status: copy.status, body: await copy.text(), headers })
        return response
      },
    },
  })
  const magicLink = (email: string) =>
    client.auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: `${site}/account` } })
  const recovery = (email: string) =>
    client.auth.resetPasswordForEmail(email, { redirectTo: `${site}/account#change-password` })
  return { answers, magicLink, recovery }
}

/** The page's four requests for one address: a magic link, again, a recovery link, again. */
async function fourRequests(page: ReturnType<typeof signInPage>, email: string) {
  const errors = [
    (await page.magicLink(email)).error,
    (await page.magicLink(email)).error,
    (await page.recovery(email)).error,
    (await page.recovery(email)).error,
  ]
  return errors.map((error) => (error ? { status: error.status, code: (error as { code?: string }).code } : null))
}

describe('Supabase Auth alone (the stand-in answers as GoTrue does)', () => {
  it('tells a staff address from a stranger’s: 422 otp_disabled for the stranger’s magic link, 429 for the staff member’s second request', async () => {
    const staff = await staffMember()
    const direct = signInPage({ throughFunction: false })
    expect(await fourRequests(direct, staff)).toEqual([
      null,
      { status: 429, code: 'over_email_send_rate_limit' },
      { status: 429, code: 'over_email_send_rate_limit' },
      { status: 429, code: 'over_email_send_rate_limit' },
    ])
    expect(await fourRequests(direct, `stranger-${serial}@elsewhere.example`)).toEqual([
      { status: 422, code: 'otp_disabled' },
      { status: 422, code: 'otp_disabled' },
      null,
      null,
    ])
    expect(JSON.parse(direct.answers[1]!.body)).toEqual({
      code: 'over_email_send_rate_limit',
      message: expect.stringMatching(/^For security purposes, you can only request this after \d+ seconds\.$/),
    })
  })
})

describe('the sign-in page, through the staff-email-link function', () => {
  it('security 2026-11-27 L1: gives staff and strangers the same answers, status, body and headers, however often they ask', async () => {
    const staff = await staffMember()
    const page = signInPage({ throughFunction: true })
    const staffOutcome = await fourRequests(page, staff)
    const staffAnswers = page.answers.splice(0)
    const strangerOutcome = await fourRequests(page, `stranger-${serial}@elsewhere.example`)
    expect(staffOutcome).toEqual([null, null, null, null])
    expect(strangerOutcome).toEqual(staffOutcome)
    expect(page.answers).toEqual(staffAnswers)
    expect(staffAnswers.every((answer) => answer.status === 200 && answer.body === '{}')).toBe(true)
  })

  it('still sends the staff member their link, once a minute as Auth allows, and sends a stranger nothing', async () => {
    const staff = await staffMember()
    const page = signInPage({ throughFunction: true })
    await page.magicLink(staff)
    await page.magicLink(staff)
    await vi.waitFor(() => expect(gotrue.control.userByEmail(staff)?.mail).toHaveLength(1))
    expect(gotrue.control.userByEmail(staff)!.mail[0]).toMatchObject({
      type: 'magiclink',
      link: expect.stringContaining('redirect_to=http%3A%2F%2F127.0.0.1%3A4999%2Faccount'),
    })
    await page.magicLink('nobody@elsewhere.example')
    expect(gotrue.control.userByEmail('nobody@elsewhere.example')).toBeUndefined()
  })
})

describe('SEC-4: nobody can silence staff email sign-in unseen', () => {
  const alerts = async () =>
    (
      await db.owner.query<{ kind: string; details: Record<string, unknown> }>(
        'select kind, details from private.alerts order by id',
      )
    ).rows

  it('SEC-4: limits each address to 5 requests an hour and each network to 10, answering staff and strangers alike beyond them, so one caller cannot drain what staff share', async () => {
    const staff = await staffMember()
    const page = signInPage({ throughFunction: true })
    const outcomes = async (emails: string[]) => {
      const seen: (number | null)[] = []
      for (const email of emails) seen.push((await page.magicLink(email)).error?.status ?? null)
      return seen
    }
    const times = (n: number, email: (i: number) => string) => Array.from({ length: n }, (_, i) => email(i))
    const fiveThenRefused = [null, null, null, null, null, 429]
    expect(await outcomes(times(6, () => staff))).toEqual(fiveThenRefused)
    caller = '203.0.114.250'
    expect(await outcomes(times(6, () => `stranger-${serial}@elsewhere.example`))).toEqual(fiveThenRefused)
    // One caller, other addresses: ten an hour from its network, then refused.
    caller = '198.51.100.7'
    expect(await outcomes(times(11, (i) => `someone-${i}@elsewhere.example`))).toEqual([...Array(10).fill(null), 429])
    // Another network is not held back by it, and a staff member's own link still goes out.
    caller = '192.0.2.77'
    const colleague = await staffMember()
    expect((await page.magicLink(colleague)).error).toBeNull()
    await vi.waitFor(() => expect(gotrue.control.userByEmail(colleague)?.mail).toHaveLength(1))
  })

  it('SEC-4: tells the operator when Auth refuses the function’s requests (here the project’s hourly email budget), while the page answers as always', async () => {
    authSettings.emailsPerHour = 0
    const staff = await staffMember()
    const page = signInPage({ throughFunction: true })
    expect((await page.magicLink(staff)).error).toBeNull()
    await vi.waitFor(async () =>
      expect(await alerts()).toEqual([
        { kind: 'staff_email_link_refused', details: { status: 429, code: 'over_email_send_rate_limit' } },
      ]),
    )
    expect(gotrue.control.userByEmail(staff)!.mail).toHaveLength(0)
  })

  it('SEC-4: raises nothing for what Auth is expected to refuse: a stranger’s address, a staff member asking again within a minute', async () => {
    const staff = await staffMember()
    const page = signInPage({ throughFunction: true })
    await page.magicLink(staff)
    await page.magicLink(staff)
    await page.magicLink(`stranger-${serial}@elsewhere.example`)
    await vi.waitFor(() => expect(gotrue.control.userByEmail(staff)?.mail).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await alerts()).toEqual([])
  })
})
