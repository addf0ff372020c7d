/**
 * dist/ served by Cloudflare Pages' own runtime: `wrangler pages dev` runs the Pages asset server on
 * workerd (`_redirects`, `_headers`, the trailing-slash and per-folder 404.html rules, compression)
 * with the Pages Functions of functions/ (/api/geo answers as for a visitor whose country is
 * unknown). Offline: no login, no telemetry, no download of the `Request.cf` object. `npm run serve`,
 * the browser tests, the measurements and the Cloudflare integration test all serve dist/ this way.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectRoot } from '../shared/projectPaths'

export interface PagesDevOptions {
  distDir: string
  /** 0 takes a free port. */
  port?: number
  host?: string
  /** How long to wait for the first answer; wrangler takes 5–10 s to start on a busy machine. */
  startTimeoutMs?: number
}

export interface PagesDev {
  /** `http://host:port`, no trailing slash. */
  url: string
  /** wrangler's output so far, for a message when something fails. */
  output: () => string
  /** Settles when wrangler ends, closed or not: its exit code, or the signal that ended it. */
  exited: Promise<string>
  close: () => Promise<void>
}

/** Wrangler's compatibility date for the Pages Functions; the deployed project sets its own. */
const compatibilityDate = '2025-11-01'

/** Listens on `port` (0: any) for a moment and gives back the port it got; fails when it is taken. */
async function freePort(host: string, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(port, host, () => {
        const address = server.address()
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
      })
  })
}

/** Whatever of wrangler's process group is left (workerd, esbuild): they outlive wrangler when it dies abruptly. */
function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL')
  } catch {
    // Nothing left.
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    await exited
  }
  killGroup(child)
}

export async function startPagesDev(options: PagesDevOptions): Promise<PagesDev> {
  const { distDir, host = '127.0.0.1', startTimeoutMs = 60_000 } = options
  if (!existsSync(join(distDir, '_headers')))
    throw new Error(
      `${distDir} holds no site built for Cloudflare Pages (no _headers). Run npm run build (without DEPLOY_HOST=nginx) first.`,
    )
  // Netlify's forced rules (`301!`) mean nothing to Cloudflare: served here, they would mislead.
  const redirects = join(distDir, '_redirects')
  if (existsSync(redirects) && readFileSync(redirects, 'utf8').includes('!'))
    throw new Error(
      `${distDir} was built for Netlify (DEPLOY_HOST=netlify). Build it for Cloudflare Pages (npm run build without DEPLOY_HOST) to serve it here.`,
    )
  // A port still held (by a server left running) would answer the readiness check for wrangler.
  const port = await freePort(host, options.port ?? 0).catch(() => {
    throw new Error(`Port ${options.port} on ${host} is in use: stop what listens there, or choose another port.`)
  })
  const stateDir = mkdtempSync(join(tmpdir(), 'vaultline-pages-dev-'))
  // A token in the environment would make wrangler talk to the account; this server needs none.
  const { CLOUDFLARE_API_TOKEN: _token, CLOUDFLARE_ACCOUNT_ID: _account, ...env } = process.env
  const child = spawn(
    process.execPath,
    [
      join(projectRoot, 'node_modules/wrangler/bin/wrangler.js'),
      'pages',
      'dev',
      distDir,
      '--ip',
      host,
      '--port',
      String(port),
      '--compatibility-date',
      compatibilityDate,
      '--persist-to',
      join(stateDir, 'state'),
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    {
      cwd: projectRoot,
      env: {
        ...env,
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_LOG_PATH: join(stateDir, 'logs'),
        CI: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own, so that nothing of it outlives this process.
      detached: true,
    },
  )
  // workerd outlives a script that ends without closing it, holding the port.
  const stopWithParent = () => killGroup(child)
  process.once('exit', stopWithParent)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit').then(([code, signal]) => (signal ? `signal ${signal}` : `exit code ${code}`))
  const url = `http://${host}:${port}`
  const close = async () => {
    process.off('exit', stopWithParent)
    await stop(child)
    rmSync(stateDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + startTimeoutMs
  while (child.exitCode === null && Date.now() < deadline) {
    try {
      await fetch(`${url}/robots.txt`, { redirect: 'manual' })
      return { url, output: () => output, exited, close }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  await close()
  throw new Error(`wrangler pages dev did not answer on ${url}:\n${output}`)
}
