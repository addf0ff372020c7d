/**
 * PostgREST's HTTP API for what the site uses: the two tables and functions under /rpc. Each
 * call runs as PostgREST runs it (postgrestTransaction.ts): connected as `authenticator`, in a
 * transaction switched to the JWT's role, with the JWT's claims and the request headers as
 * settings, so privileges and row level security are decided by PostgreSQL itself. In front of
 * it stands what Supabase puts in front of PostgREST: Cloudflare's `cf-connecting-ip` and the
 * gateway's `x-forwarded-for`. Where this differs from the real service: DIFFERENCES.md.
 */
import type pg from 'pg'
import type { GoTrue } from './gotrue'
import { bearer, json, type ApiRequest, type Reply } from './http'
import { verifyJwt } from './jwt'
import {
  callFunction,
  FunctionNotFoundError,
  inPostgrestTransaction,
  type PostgrestContext,
} from './postgrestTransaction'
import { testBackend } from './testBackend'

const tables = new Set(['profiles', 'leads'])
const identifier = /^[a-z_][a-z0-9_]*$/

interface DatabaseError {
  code?: string
  message: string
  detail?: string
  hint?: string
}

/** PostgREST's table of PostgreSQL error codes to HTTP statuses (src/library/PostgREST/Error.hs). */
function statusFor(error: DatabaseError, role: string): number {
  const code = error.code ?? 'XX000'
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '22023') return /^role .* does not exist$/.test(error.message) ? 401 : 400
  if (code === '21000') return /requires a WHERE clause$/.test(error.message) ? 400 : 500
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  }
  if (exact[code]) return exact[code]
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  }
  return byClass[code.slice(0, 2)] ?? 400
}

function errorReply(error: DatabaseError, role: string): Reply {
  const code = error.code ?? 'XX000'
  // RAISE SQLSTATE 'PTxyz' answers with HTTP status xyz.
  const custom = /^PT(\d{3})$/.exec(code)
  // RAISE SQLSTATE 'PGRST': the message is the JSON body, the detail JSON carries status and headers.
  if (code === 'PGRST') {
    try {
      const body = JSON.parse(error.message) as Record<string, unknown>
      const { status, headers } = JSON.parse(error.detail ?? '{}') as {
        status: number
        headers?: Record<string, string>
      }
      return {
        status,
        body: { code: body.code, message: body.message, details: body.details ?? null, hint: body.hint ?? null },
        headers,
      }
    } catch {
      return json(500, {
        code: 'PGRST121',
        message: "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error",
        details: null,
        hint: null,
      })
    }
  }
  return json(custom ? Number(custom[1]) : statusFor(error, role), {
    code,
    message: error.message,
    details: error.detail ?? null,
    hint: error.hint ?? null,
  })
}

/**
 * The headers PostgREST passes to PostgreSQL, as Supabase's edge leaves them: Cloudflare sets
 * cf-connecting-ip to the connecting address (replacing whatever the client sent) and the
 * gateway appends that address to x-forwarded-for.
 */
function forwardedHeaders(request: ApiRequest): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  const address = headers[testBackend.clientAddressHeader] ?? request.remoteAddress ?? '127.0.0.1'
  delete headers[testBackend.clientAddressHeader]
  headers['cf-connecting-ip'] = address
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${address}` : address
  return headers
}

export function createPostgrest(
  api: pg.Pool,
  gotrue: GoTrue,
  anonKey: string,
  serviceRoleKey: string = testBackend.serviceRoleKey,
) {
  async function run<T>(context: PostgrestContext, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await api.connect()
    try {
      return await inPostgrestTransaction(client, context, () => work(client))
    } finally {
      client.release()
    }
  }

  async function table(request: ApiRequest, name: string, context: PostgrestContext): Promise<Reply> {
    if (request.method === 'GET') {
      const columns = (request.url.searchParams.get('select') ?? '*').split(',').map((column) => column.trim())
      if (!columns.every((column) => column === '*' || identifier.test(column)))
        return json(400, { code: 'PGRST100', message: 'unsupported select', details: null, hint: null })
      const filters: [string, string][] = []
      for (const [key, value] of request.url.searchParams) {
        if (key === 'select') continue
        if (!identifier.test(key) || !value.startsWith('eq.'))
          return json(400, {
            code: 'PGRST100',
            message: `unsupported filter ${key}=${value}`,
            details: null,
            hint: null,
          })
        filters.push([key, value.slice(3)])
      }
      const where = filters.length
        ? ` where ${filters.map(([key], index) => `${key} = $${index + 1}`).join(' and ')}`
        : ''
      const rows = await run(
        context,
        async (client) =>
          (
            await client.query(
              `select ${columns.join(', ')} from public.${name}${where}`,
              filters.map(([, value]) => value),
            )
          ).rows,
      )
      if (String(request.headers.accept ?? '').includes('application/vnd.pgrst.object+json')) {
        if (rows.length !== 1)
          return json(406, {
            code: 'PGRST116',
            message: 'JSON object requested, multiple (or no) rows returned',
            details: `The result contains ${rows.length} rows`,
            hint: null,
          })
        return json(200, rows[0])
      }
      return json(200, rows)
    }
    if (request.method === 'POST') {
      const records = (Array.isArray(request.body) ? request.body : [request.body]) as Record<string, unknown>[]
      const columns = Object.keys(records[0] ?? {})
      if (!columns.length || !columns.every((column) => identifier.test(column)))
        return json(400, { code: 'PGRST102', message: 'All object keys must match', details: null, hint: null })
      await run(context, async (client) => {
        for (const record of records)
          await client.query(
            `insert into public.${name} (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
            columns.map((column) => record[column]),
          )
      })
      return { status: 201 }
    }
    return json(405, {
      code: 'PGRST117',
      message: `Unsupported HTTP method: ${request.method}`,
      details: null,
      hint: null,
    })
  }

  async function rpc(request: ApiRequest, name: string, context: PostgrestContext): Promise<Reply> {
    if (request.method !== 'POST')
      return json(405, {
        code: 'PGRST101',
        message: 'the fake PostgREST serves functions by POST only',
        details: null,
        hint: null,
      })
    const body = request.body ?? {}
    if (typeof body !== 'object' || Array.isArray(body))
      return json(400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null })
    try {
      const value = await run(context, (client) => callFunction(client, name, body as Record<string, unknown>))
      return value === undefined ? { status: 204 } : json(200, value)
    } catch (error) {
      if (!(error instanceof FunctionNotFoundError)) throw error
      return json(404, {
        code: 'PGRST202',
        message: error.message,
        details:
          'Searched for the function with the given parameter names, but no matches were found in the schema cache.',
        hint: null,
      })
    }
  }

  return async function handle(request: ApiRequest): Promise<Reply | null> {
    const match = /^\/rest\/v1\/(?:(rpc)\/)?(\w+)$/.exec(request.url.pathname)
    if (!match) return null
    const [, isRpc, name] = match as unknown as [string, string | undefined, string]
    if (!isRpc && !tables.has(name))
      return json(404, {
        code: '42P01',
        message: `relation "public.${name}" does not exist`,
        details: null,
        hint: null,
      })
    if (request.headers.apikey === serviceRoleKey) {
      // The Edge Functions' key: the service role, which bypasses row level security.
      const context: PostgrestContext = {
        role: 'service_role',
        claims: { role: 'service_role' },
        headers: forwardedHeaders(request),
        method: request.method,
        path: request.url.pathname.replace(/^\/rest\/v1/, ''),
      }
      try {
        return isRpc ? await rpc(request, name, context) : await table(request, name, context)
      } catch (error) {
        return errorReply(error as DatabaseError, context.role)
      }
    }
    if (request.headers.apikey !== anonKey)
      return json(401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      })
    const user = gotrue.userOf(request, anonKey)
    if (user === 'invalid')
      return json(401, { code: 'PGRST301', message: 'JWT expired or invalid', details: null, hint: null })
    if (user?.profileLookupFails && (name === 'profiles' || name === 'is_admin'))
      return json(503, {
        code: 'PGRST000',
        message: 'Could not connect to the database (made to fail by the test)',
        details: null,
        hint: null,
      })
    // PostgREST passes the whole verified JWT payload; the anon key here is not a JWT.
    const claims = user ? (verifyJwt(bearer(request) ?? '') ?? {}) : { role: 'anon' }
    const context: PostgrestContext = {
      role: user ? 'authenticated' : 'anon',
      claims,
      headers: forwardedHeaders(request),
      method: request.method,
      path: request.url.pathname.replace(/^\/rest\/v1/, ''),
    }
    try {
      return isRpc ? await rpc(request, name, context) : await table(request, name, context)
    } catch (error) {
      return errorReply(error as DatabaseError, context.role)
    }
  }
}
