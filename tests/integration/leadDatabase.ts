/**
 * The lead intake's database for integration tests: a real PostgreSQL with Supabase's default
 * privileges (supabaseShim.sql) and every migration, and public.submit_lead called the way
 * PostgREST calls it (connected as `authenticator`, switched to the request's role, with the JWT
 * claims and request headers as settings).
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { callFunction, inPostgrestTransaction, type ApiRole } from '../fakeSupabase/postgrestTransaction'
import { migrate, startPostgres, type TestDatabase } from './postgres'

type ClientAddressSource = 'none' | 'cf-connecting-ip' | 'x-forwarded-for-first' | 'x-forwarded-for-last'

interface Call {
  role?: ApiRole
  headers?: Record<string, string>
}

let addressCounter = 0
/** An IPv4 address in a /24 of its own (198.18.0.0/15, set aside for tests), so tests do not share a network's allowance. */
export const freshAddress = () => {
  const n = ++addressCounter % 512
  return `198.${18 + (n >> 8)}.${n & 255}.${1 + (addressCounter % 250)}`
}
export const freshEmail = () => `amira.${randomUUID().slice(0, 8)}@ministry.example`

export const lead = () => ({
  kind: 'demo',
  name: 'Amira Haddad',
  email: freshEmail(),
  organisation: 'Ministry of Digital Affairs',
  country: 'GB',
  role: 'Head of Security',
  team_size: '250-999',
  interest: 'government',
  message: 'We would like to evaluate the sovereign deployment.',
  privacy_notice_acknowledged: true,
  language: 'en',
  source_path: '/contact',
})

export interface LeadDatabase {
  database: TestDatabase
  /** The migrations' owner, as sales and the operator use the database. */
  owner: pg.Client
  /** PostgREST's connections: the `authenticator` role, which can only become an API role. */
  api: pg.Pool
  /** POST /rest/v1/rpc/submit_lead as PostgREST runs it; by default from an address of its own, behind Cloudflare. */
  submit(body: Record<string, unknown>, call?: Call): Promise<unknown>
  /** The leads stored for an address, oldest first. */
  // Rows as pg returns them: the tests read the columns they know.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row's columns differ by table and migration
  stored(email: string): Promise<any[]>
  /** How the deployment reads the client address (private.lead_intake_settings). */
  trust(rest: ClientAddressSource, fn?: ClientAddressSource): Promise<void>
  /** No recorded submissions, no alerts and no lead awaiting review: each test starts with the whole allowance. */
  reset(): Promise<void>
  stop(): Promise<void>
}

/** Starts the database, set up as hosted Supabase is: Cloudflare in front, so cf-connecting-ip names the visitor. */
/** `migrateWith`: how the migrations run, for a test that writes rows between two of them. */
export async function startLeadDatabase(
  migrateWith: (owner: pg.Client) => Promise<void> = migrate,
): Promise<LeadDatabase> {
  const database = await startPostgres()
  const owner = new pg.Client({ connectionString: database.url })
  await owner.connect()
  await migrateWith(owner)
  const api = new pg.Pool({ connectionString: database.apiUrl, max: 8 })
  const trust = async (rest: ClientAddressSource, fn: ClientAddressSource = rest) => {
    await owner.query(
      'update private.lead_intake_settings set rest_client_address = $1, function_client_address = $2',
      [rest, fn],
    )
  }
  await trust('cf-connecting-ip')
  return {
    database,
    owner,
    api,
    async submit(body, { role = 'anon', headers = { 'cf-connecting-ip': freshAddress() } } = {}) {
      const client = await api.connect()
      try {
        return await inPostgrestTransaction(client, { role, headers, path: '/rpc/submit_lead' }, () =>
          callFunction(client, 'submit_lead', body),
        )
      } finally {
        client.release()
      }
    },
    stored: async (email) =>
      (await owner.query('select * from public.leads where email = $1 order by created_at', [email])).rows,
    trust,
    async reset() {
      await owner.query(
        'delete from private.lead_submissions; delete from private.alerts; update public.leads set held_for_review = false where held_for_review',
      )
    },
    async stop() {
      await api.end()
      await owner.end()
      database.stop()
    },
  }
}

/** The refusal's SQLSTATE and its details (JSON), as PostgREST passes them on. */
export async function refusal(promise: Promise<unknown>): Promise<{ code: string; details: Record<string, string> }> {
  const error = await promise.then(
    () => null,
    (caught: { code?: string; detail?: string }) => caught,
  )
  if (!error) throw new Error('the lead was accepted')
  return {
    code: String(error.code),
    details: error.detail?.startsWith('{') ? (JSON.parse(error.detail) as Record<string, string>) : {},
  }
}
