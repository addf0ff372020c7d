/**
 * A throwaway PostgreSQL for tests, shaped as Supabase's: initdb in a temporary directory, started
 * on a free loopback port with pg_cron loaded, stopped and deleted afterwards. As on Supabase, the
 * superuser is `supabase_admin`, which sets up what a project has before its first migration
 * (supabaseShim.sql); the migrations run as `postgres`, who owns the database but is no superuser.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user that Debian's
 * package creates.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import pg from 'pg'
import { inPostgrestTransaction } from '../fakeSupabase/postgrestTransaction'

function findBinary(name: string): string {
  const candidates = [
    ...(process.env.PATH ?? '').split(':'),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ]
  for (const dir of candidates) if (existsSync(join(dir, name))) return join(dir, name)
  throw new Error(
    `PostgreSQL's ${name} was not found. Install PostgreSQL (Debian: apt-get install -y postgresql) to run the database tests.`,
  )
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

const root = join(import.meta.dirname, '../..')

export interface TestDatabase {
  /** As `postgres`, who runs the migrations and owns what they create: no superuser, as on Supabase. */
  url: string
  /** As `supabase_admin`, the superuser, which only Supabase's platform uses. */
  adminUrl: string
  /** As PostgREST connects: the `authenticator` role of the shim, which can only switch to the API roles. */
  apiUrl: string
  port: number
  stop(): void
}

export async function startPostgres(): Promise<TestDatabase> {
  const initdb = findBinary('initdb')
  const pgCtl = findBinary('pg_ctl')
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-pg-'))
  const data = join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  const run = (binary: string, args: string[]) => {
    const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args]
    const result = spawnSync(command, commandArgs, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`)
  }
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString())
    chownSync(dir, uid, gid)
    chmodSync(dir, 0o700)
  }
  const port = await freePort()
  const cronLibrary = join(dirname(realpathSync(initdb)), '..', 'lib', 'pg_cron.so')
  if (!existsSync(cronLibrary))
    throw new Error(
      `pg_cron was not found (${cronLibrary}). Install it beside PostgreSQL (Debian: apt-get install -y postgresql-<major>-cron, e.g. postgresql-15-cron) to run the database tests: the migrations schedule their retention job with it, as on Supabase.`,
    )
  run(initdb, ['-D', data, '-U', 'supabase_admin', '--auth=trust', '--no-sync', '-E', 'UTF8'])
  run(pgCtl, [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    // pg_cron as Supabase loads it; jobs run in background workers, so they need no login of their own.
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_preload_libraries=pg_cron -c cron.database_name=postgres -c cron.use_background_workers=on -c max_worker_processes=16`,
    'start',
  ])
  const adminUrl = `postgres://supabase_admin@127.0.0.1:${port}/postgres`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(readFileSync(join(root, 'tests/integration/supabaseShim.sql'), 'utf8'))
  } finally {
    await admin.end()
  }
  return {
    adminUrl,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    apiUrl: `postgres://authenticator@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      spawnSync(
        asRoot ? 'runuser' : pgCtl,
        asRoot
          ? ['-u', 'postgres', '--', pgCtl, '-D', data, '-m', 'immediate', 'stop']
          : ['-D', data, '-m', 'immediate', 'stop'],
      )
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Every migration in order, as the owner (`postgres`); startPostgres has already set up Supabase's roles and grants. */
export async function migrate(owner: Pick<pg.ClientBase, 'query'>, files = migrationFiles()): Promise<void> {
  for (const file of files) await owner.query(readFileSync(join(root, 'supabase/migrations', file), 'utf8'))
}

/** The migrations' file names, in the order they run. */
export const migrationFiles = () => readdirSync(join(root, 'supabase/migrations')).sort()

/** Runs `work` as a Supabase API role with the given JWT claims, as PostgREST does, in a transaction. */
export function asRole<T>(
  client: pg.ClientBase,
  role: 'anon' | 'authenticated',
  claims: Record<string, unknown>,
  work: () => Promise<T>,
): Promise<T> {
  return inPostgrestTransaction(client, { role, claims }, work)
}
