/**
 * decap-server, the content editor's local back end: it reads and writes the project's files
 * (MODE=fs) for the editor at /admin/. It listens on 127.0.0.1 only: anyone who reaches it can
 * write into the working tree, and it asks for no sign-in.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'

export interface DecapServer {
  /** The API the editor is built for (CMS_LOCAL_PROXY_URL). */
  apiUrl: string
  close(): Promise<void>
}

const startTimeoutMs = 20_000

/** Asks the API what it serves, as the editor does first: true once it answers. */
export async function decapAnswers(apiUrl: string): Promise<boolean> {
  const response = await fetch(apiUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' }).catch(() => null)
  return response?.status === 200
}

export async function startDecapServer({ projectRoot, port }: { projectRoot: string; port: number }): Promise<DecapServer> {
  const apiUrl = `http://127.0.0.1:${port}/api/v1`
  // A server already on the port would take the editor's writes into another folder.
  if (await decapAnswers(apiUrl)) throw new Error(`Something already answers on ${apiUrl} (another npm run cms?). Stop it, or give this one another port with --proxy-port.`)
  const child = spawn(process.execPath, [join(projectRoot, 'node_modules', 'decap-server', 'dist', 'index.js')], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: projectRoot, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let running = true
  void exited.then(() => (running = false))
  const close = async () => {
    if (!running) return
    child.kill('SIGTERM')
    await exited
  }
  const started = performance.now()
  while (!(await decapAnswers(apiUrl))) {
    if (!running) throw new Error(`decap-server stopped (exit code ${await exited}) before it answered on ${apiUrl}; its message is above.`)
    if (performance.now() - started > startTimeoutMs) {
      await close()
      throw new Error(`decap-server did not answer on ${apiUrl} within ${startTimeoutMs / 1000} s.`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { apiUrl, close }
}
