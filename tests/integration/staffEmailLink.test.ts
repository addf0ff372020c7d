/**
 * No staff list (security review 2026-11-27, L1): the sign-in page's magic-link and recovery
 * requests, made by the real supabase-js as the page makes them, against the stand-in GoTrue
 * that answers as Supabase Auth does (otp_disabled for an unknown address, 429 on a second link
 * within a minute), directly and through the staff-email-link function the page now uses, over
 * HTTP on this machine. The function and the page's route to it alone:
 * tests/unit/auth/staffEmailLink.test.ts.
 */
import { createClient } from '@supabase/supabase-js'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import ws from 'ws'
import { emailLinkRoute } from '../../src/auth/emailLinkRoute'
import { createEdgeFunctions } from '../fakeSupabase/edgeFunctions'
import { createGoTrue, type GoTrue } from '../fakeSupabase/gotrue'
import { json, readRequest, send } from '../fakeSupabase/http'

const site = 'http://127.0.0.1:4999'
const anonKey = 'anon'
let server: Server
let baseUrl: string
let gotrue: GoTrue
let serial = 0
let edgeFunctions: ReturnType<typeof createEdgeFunctions>

beforeAll(async () => {
  server = createServer((incoming, response) => {
    void (async () => {
      const request = await readRequest(incoming, baseUrl)
      const reply = (await edgeFunctions(request)) ?? (await gotrue.handle(request))
      send(response, incoming, reply ?? json(404, {}))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  gotrue = createGoTrue(baseUrl)
  edgeFunctions = createEdgeFunctions(baseUrl, anonKey)
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

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
        const response = await fetch(throughFunction ? emailLinkRoute(input, baseUrl) : input, init)
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
