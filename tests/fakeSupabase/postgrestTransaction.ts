/**
 * What PostgREST does in the database for each request, shared by the fake PostgREST and the
 * integration tests so both run SQL the way Supabase's API does: one transaction; the JWT's
 * role, claims and the request's headers set as transaction-local settings; a function called
 * with its arguments read from the JSON body by json_to_record.
 */
import type pg from 'pg'

export type ApiRole = 'anon' | 'authenticated' | 'service_role'

export interface PostgrestContext {
  role: ApiRole
  /** The JWT's claims as PostgREST passes them in `request.jwt.claims` (role included). */
  claims?: Record<string, unknown>
  /** Request headers as PostgREST passes them in `request.headers`: lower-case names. */
  headers?: Record<string, string>
  method?: string
  path?: string
}

const apiRoles: readonly ApiRole[] = ['anon', 'authenticated', 'service_role']

/** Runs `work` as PostgREST would run a request: in one transaction, as the JWT's role. */
export async function inPostgrestTransaction<T>(
  client: pg.ClientBase,
  context: PostgrestContext,
  work: () => Promise<T>,
): Promise<T> {
  if (!apiRoles.includes(context.role)) throw new Error(`not an API role: ${context.role}`)
  await client.query('begin')
  try {
    await client.query(
      `select set_config('search_path', 'public, extensions', true), set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true), set_config('request.headers', $5, true)`,
      [
        context.role,
        JSON.stringify({ role: context.role, ...context.claims }),
        context.method ?? 'POST',
        context.path ?? '/',
        JSON.stringify(context.headers ?? {}),
      ],
    )
    const result = await work()
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}

/** No function of that name takes exactly these arguments (PostgREST answers PGRST202). */
export class FunctionNotFoundError extends Error {
  override name = 'FunctionNotFoundError'
  constructor(
    readonly functionName: string,
    readonly argumentNames: string[],
  ) {
    super(`Could not find the function public.${functionName}(${argumentNames.join(', ')}) in the schema cache`)
  }
}

interface FunctionSignature {
  arguments: { name: string; type: string }[]
  required: number
  returnsVoid: boolean
}

async function signatureOf(client: pg.ClientBase, functionName: string): Promise<FunctionSignature | null> {
  const { rows } = await client.query<{ names: string[] | null; types: string[]; defaults: number; returns: string }>(
    `select p.proargnames as names, array(select format_type(t, null) from unnest(p.proargtypes::oid[]) as t) as types, p.pronargdefaults as defaults, format_type(p.prorettype, null) as returns
       from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = $1 and p.prokind = 'f'`,
    [functionName],
  )
  const [row] = rows
  if (!row || rows.length > 1) return null
  return {
    arguments: row.types.map((type, index) => ({ name: row.names?.[index] ?? '', type })),
    required: row.types.length - row.defaults,
    returnsVoid: row.returns === 'void',
  }
}

/**
 * Calls public.<functionName> with named arguments from a JSON object, as PostgREST does for
 * POST /rpc/<functionName>: every key must be an argument, every argument without a default
 * must be given. Resolves to the function's value (undefined for a void function).
 */
export async function callFunction(
  client: pg.ClientBase,
  functionName: string,
  body: Record<string, unknown>,
): Promise<unknown> {
  const signature = await signatureOf(client, functionName)
  const given = Object.keys(body)
  const known = new Set(signature?.arguments.map((argument) => argument.name))
  const required = signature?.arguments.slice(0, signature.required).map((argument) => argument.name) ?? []
  if (!signature || !given.every((name) => known.has(name)) || !required.every((name) => given.includes(name)))
    throw new FunctionNotFoundError(functionName, given.sort())
  const passed = signature.arguments.filter((argument) => given.includes(argument.name))
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
  const record = passed.map((argument) => `${quote(argument.name)} ${argument.type}`).join(', ')
  const call = `public.${quote(functionName)}(${passed.map((argument) => `${quote(argument.name)} := args.${quote(argument.name)}`).join(', ')})`
  const sql = passed.length
    ? `select ${call} as result from json_to_record($1::json) as args(${record})`
    : `select public.${quote(functionName)}() as result`
  const { rows } = await client.query<{ result: unknown }>(sql, passed.length ? [JSON.stringify(body)] : [])
  return signature.returnsVoid ? undefined : rows[0]?.result
}
