/**
 * A stand-in for a Supabase project in browser tests: GoTrue and PostgREST over HTTP, backed
 * by a throwaway PostgreSQL with the site's migrations. `/__test/*` lets tests create users
 * with knobs and read what the database holds, as the database owner would.
 *
 *   tsx tests/fakeSupabase/server.ts      (port from FAKE_SUPABASE_PORT, default 24329)
 */
import { createServer } from 'node:http'
import pg from 'pg'
import { migrate, startPostgres } from '../integration/postgres'
import { createAuthTestControl } from './authTestControl'
import { createAuthTables } from './authTables'
import { createEdgeFunctions } from './edgeFunctions'
import { createGoTrue } from './gotrue'
import { json, readRequest, send, type ApiRequest, type Reply } from './http'
import { createPostgrest } from './postgrest'
import { testBackend } from './testBackend'

const database = await startPostgres()
const owner = new pg.Pool({ connectionString: database.url, max: 6 })
await migrate(owner)
// As the operator of a hosted project sets it: Cloudflare stands in front (this server plays its part).
await owner.query(`update private.lead_intake_settings set rest_client_address = 'cf-connecting-ip'`)
// PostgREST's own connections: the authenticator role, which can only become an API role.
const api = new pg.Pool({ connectionString: database.apiUrl, max: 6 })

// As the project is set up (docs/deploying.md): the current password is asked for on a password change.
const gotrue = createGoTrue(testBackend.url, createAuthTables(owner), { requireCurrentPassword: true })
const postgrest = createPostgrest(api, gotrue, testBackend.anonKey)
const authTestControl = createAuthTestControl(gotrue, owner)
const edgeFunctions = createEdgeFunctions(testBackend.url, testBackend.anonKey)

async function testControl(request: ApiRequest): Promise<Reply | null> {
  const route = `${request.method} ${request.url.pathname}`
  if (route === 'GET /__test/health') return json(200, { ok: true })
  if (route === 'GET /__test/leads') {
    const { rows } = await owner.query('select * from public.leads where email = $1 order by created_at', [
      request.url.searchParams.get('email') ?? '',
    ])
    return json(200, rows)
  }
  if (route === 'GET /__test/alerts')
    return json(200, (await owner.query('select kind, message, details from private.alerts order by id')).rows)
  return null
}

const server = createServer((incoming, response) => {
  void (async () => {
    if (incoming.method === 'OPTIONS') return send(response, incoming, { status: 204 })
    const request = await readRequest(incoming, testBackend.url)
    const reply =
      (await testControl(request)) ??
      (await authTestControl(request)) ??
      gotrue.handleIdentityProvider(request) ??
      (await edgeFunctions(request)) ??
      (request.url.pathname.startsWith('/auth/v1/') ? await gotrue.handle(request) : await postgrest(request))
    send(
      response,
      incoming,
      reply ?? json(404, { message: `the fake Supabase does not serve ${request.method} ${request.url.pathname}` }),
    )
  })().catch((error: unknown) => send(response, incoming, json(500, { message: String(error) })))
})

const stop = () => {
  server.close()
  void Promise.allSettled([api.end(), owner.end()]).finally(() => {
    database.stop()
    process.exit(0)
  })
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.listen(testBackend.port, '127.0.0.1', () =>
  console.log(`[fake supabase] ${testBackend.url} (PostgreSQL on port ${database.port})`),
)
