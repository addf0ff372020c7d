/**
 * A throwaway PostgreSQL for tests: initdb in a temporary directory, started on a free loopback
 * port, stopped and deleted afterwards. PostgreSQL refuses to run as root, so as root it runs as
 * the `postgres` system user that Debian's package creates.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type pg from 'pg'
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

export interface TestDatabase {
  /** As `postgres`, who runs the migrations and owns what they create (a superuser here; not on Supabase). */
  url: string
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
  run(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'])
  run(pgCtl, [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ])
  return {
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

const root = join(import.meta.dirname, '../..')

/** Supabase's roles and default privileges (supabaseShim.sql), then every migration in order, as the owner. */
export async function migrate(owner: Pick<pg.ClientBase, 'query'>): Promise<void> {
  await owner.query(readFileSync(join(root, 'tests/integration/supabaseShim.sql'), 'utf8'))
  for (const file of readdirSync(join(root, 'supabase/migrations')).sort())
    await owner.query(readFileSync(join(root, 'supabase/migrations', file), 'utf8'))
}

/** Runs `work` as a Supabase API role with the given JWT claims, as PostgREST does, in a transaction. */
export function asRole<T>(
  client: pg.ClientBase,
  role: 'anon' | 'authenticated',
  claims: Record<string, unknown>,
  work: () => Promise<T>,
): Promise<T> {
  return inPostgrestTransaction(client, { role, claims }, work)
}
