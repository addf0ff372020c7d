/**
 * PostgREST's HTTP API for the two tables the site uses. Each call runs inside a transaction
 * as the JWT's role (`anon` or `authenticated`) with its claims in `request.jwt.claims`, so
 * row level security is decided by PostgreSQL itself, exactly as in Supabase.
 */
import type pg from 'pg'
import { json, type ApiRequest, type Reply } from './http'
import type { GoTrue } from './gotrue'

const tables = new Set(['profiles', 'leads'])
const identifier = /^[a-z_][a-z0-9_]*$/

/** PostgREST's mapping of PostgreSQL errors to HTTP statuses, for the codes that can happen here. */
function errorReply(error: { code?: string; message: string; detail?: string; hint?: string }, role: string): Reply {
  const code = error.code ?? 'XX000'
  const status = code === '42501' ? (role === 'anon' ? 401 : 403) : code === '23505' ? 409 : /^(23|22)/.test(code) ? 400 : code === '42P01' ? 404 : 500
  return json(status, { code, message: error.message, details: error.detail ?? null, hint: error.hint ?? null })
}

export function createPostgrest(pool: pg.Pool, gotrue: GoTrue, anonKey: string) {
  async function asRole<T>(role: 'anon' | 'authenticated', claims: Record<string, unknown>, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect()
    try {
      await client.query('begin')
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role, ...claims })])
      await client.query(`set local role ${role}`)
      const result = await work(client)
      await client.query('commit')
      return result
    } catch (error) {
      await client.query('rollback')
      throw error
    } finally {
      client.release()
    }
  }

  return async function handle(request: ApiRequest): Promise<Reply | null> {
    const match = /^\/rest\/v1\/(\w+)$/.exec(request.url.pathname)
    if (!match) return null
    const table = match[1]!
    if (!tables.has(table)) return json(404, { code: '42P01', message: `relation "public.${table}" does not exist`, details: null, hint: null })
    if (request.headers.apikey !== anonKey) return json(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' })
    const user = gotrue.userOf(request, anonKey)
    if (user === 'invalid') return json(401, { code: 'PGRST301', message: 'JWT expired or invalid', details: null, hint: null })
    if (user?.profileLookupFails && table === 'profiles') return json(503, { code: 'PGRST000', message: 'Could not connect to the database (made to fail by the test)', details: null, hint: null })
    const role = user ? 'authenticated' : 'anon'
    // Like PostgREST, every claim of the verified token (aal and amr included) reaches request.jwt.claims.
    const claims = user ? (gotrue.claimsOf(request, anonKey) as Record<string, unknown>) : {}

    try {
      if (request.method === 'GET') {
        const columns = (request.url.searchParams.get('select') ?? '*').split(',').map((column) => column.trim())
        if (!columns.every((column) => column === '*' || identifier.test(column))) return json(400, { code: 'PGRST100', message: 'unsupported select', details: null, hint: null })
        const filters: [string, string][] = []
        for (const [key, value] of request.url.searchParams) {
          if (key === 'select') continue
          if (!identifier.test(key) || !value.startsWith('eq.')) return json(400, { code: 'PGRST100', message: `unsupported filter ${key}=${value}`, details: null, hint: null })
          filters.push([key, value.slice(3)])
        }
        const where = filters.length ? ` where ${filters.map(([key], index) => `${key} = $${index + 1}`).join(' and ')}` : ''
        const rows = await asRole(role, claims, async (client) => (await client.query(`select ${columns.join(', ')} from public.${table}${where}`, filters.map(([, value]) => value))).rows)
        if (String(request.headers.accept ?? '').includes('application/vnd.pgrst.object+json')) {
          if (rows.length !== 1) return json(406, { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned', details: `The result contains ${rows.length} rows`, hint: null })
          return json(200, rows[0])
        }
        return json(200, rows)
      }
      if (request.method === 'POST') {
        const records = (Array.isArray(request.body) ? request.body : [request.body]) as Record<string, unknown>[]
        const columns = Object.keys(records[0] ?? {})
        if (!columns.length || !columns.every((column) => identifier.test(column))) return json(400, { code: 'PGRST102', message: 'All object keys must match', details: null, hint: null })
        await asRole(role, claims, async (client) => {
          for (const record of records) await client.query(`insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`, columns.map((column) => record[column]))
        })
        return { status: 201 }
      }
      return json(405, { code: 'PGRST117', message: `Unsupported HTTP method: ${request.method}`, details: null, hint: null })
    } catch (error) {
      return errorReply(error as { code?: string; message: string }, role)
    }
  }
}
