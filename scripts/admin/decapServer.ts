/**
 * decap-server, the content editor's local back end: it reads and writes the project's files
 * (MODE=fs) for the editor at /admin/, and asks for no sign-in. So it listens on no TCP port: a
 * Unix socket in a folder only this user can open (scripts/admin/listenOnSocket.cjs), reached only
 * through the dev server's guarded route (scripts/admin/localBackendGuard.ts). It gets a fixed
 * environment, not this shell's: an ORIGIN set for another tool (decap-server's CORS allow-list)
 * or a project `.env` (it loads one from its working folder) cannot change what it allows.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface DecapServer {
  /** The socket decap-server listens on. */
  socketPath: string
  close(): Promise<void>
}

const startTimeoutMs = 20_000

/** A request to decap-server's API over its socket: the status and body it answers, or null when nothing answers. */
export function askDecap(
  socketPath: string,
  body: string | Buffer,
): Promise<{ status: number; type: string; body: Buffer } | null> {
  return new Promise((resolve) => {
    const outgoing = request(
      {
        socketPath,
        path: '/api/v1',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), host: 'localhost' },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type'] ?? 'application/json'),
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', () => resolve(null))
      },
    )
    outgoing.on('error', () => resolve(null))
    outgoing.end(body)
  })
}

export async function startDecapServer({
  projectRoot,
  devOrigin,
}: {
  projectRoot: string
  devOrigin: string
}): Promise<DecapServer> {
  // mkdtemp makes the folder readable by this user only (0700), so only this user can reach the socket.
  const folder = mkdtempSync(join(tmpdir(), 'vaultline-cms-'))
  const socketPath = join(folder, 'decap.sock')
  const child = spawn(
    process.execPath,
    [
      '--require',
      join(import.meta.dirname, 'listenOnSocket.cjs'),
      join(projectRoot, 'node_modules', 'decap-server', 'dist', 'index.js'),
    ],
    {
      // Its working folder holds no .env for it to load.
      cwd: folder,
      env: {
        PATH: process.env.PATH ?? '',
        MODE: 'fs',
        GIT_REPO_DIRECTORY: projectRoot,
        DECAP_SOCKET: socketPath,
        // Set here, so neither the shell nor a .env can widen decap-server's CORS allow-list.
        ORIGIN: devOrigin,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let running = true
  void exited.then(() => (running = false))
  const close = async () => {
    if (running) {
      child.kill('SIGTERM')
      await exited
    }
    rmSync(folder, { recursive: true, force: true })
  }
  const started = performance.now()
  while ((await askDecap(socketPath, '{"action":"info"}'))?.status !== 200) {
    if (!running) {
      await close()
      throw new Error(
        `decap-server stopped (exit code ${await exited}) before it answered on ${socketPath}; its message is above.`,
      )
    }
    if (performance.now() - started > startTimeoutMs) {
      await close()
      throw new Error(`decap-server did not answer on ${socketPath} within ${startTimeoutMs / 1000} s.`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { socketPath, close }
}
