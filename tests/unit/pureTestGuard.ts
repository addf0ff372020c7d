/**
 * Setup of the unit project (vitest.config.ts): keeps `npm run test:unit` pure, so it stays fast
 * and needs nothing installed but node_modules. A test here that starts a process (git, esbuild,
 * pagefind, a build), a thread, listens on a port, opens a connection or runs a Vite build or dev
 * server fails, naming what it started; such a test belongs in tests/integration/.
 *
 * The call itself throws, and the test fails afterwards too: code under test may catch the error
 * (code that falls back to something else when git fails) and pass for the wrong reason.
 *
 * A warning or error written to the console fails its test too, so `npm run test:unit` prints
 * none (review DV-8): a test that expects one replaces console.warn or console.error with a mock
 * (vi.spyOn(console, 'error').mockImplementation(…)), which also keeps it out of the output.
 */
import childProcess from 'node:child_process'
import { syncBuiltinESMExports } from 'node:module'
import net from 'node:net'
import workerThreads from 'node:worker_threads'
import { afterAll, afterEach, vi } from 'vitest'

const started: string[] = []

function refuse(what: string): never {
  const message = `${what}: tests/unit holds pure tests only (no process, thread, port, connection or build); move this test, or the part of its file that needs it, to tests/integration/`
  started.push(message)
  throw new Error(message)
}

/** What was refused since the last call, forgotten once taken (the guard's own test takes them). */
export function takeRefusals(): string[] {
  return started.splice(0)
}

function failIfStarted() {
  const found = takeRefusals()
  if (found.length > 0) throw new Error(found.join('\n'))
}

for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const) {
  Object.assign(childProcess, {
    [name]: (command: unknown) => refuse(`child_process.${name}(${JSON.stringify(command)})`),
  })
}
net.Server.prototype.listen = function listen() {
  return refuse('a server listening on a port or socket')
}
net.Socket.prototype.connect = function connect() {
  return refuse('a network connection')
}
Object.assign(workerThreads, {
  Worker: function Worker(file: unknown) {
    return refuse(`a worker thread (${String(file).slice(0, 80)})`)
  },
})
// `import { spawn } from 'node:child_process'` in the code under test sees the replacements too.
syncBuiltinESMExports()

// Vite 8 builds in this process (Rolldown is native code), so no process start gives it away.
vi.mock('vite', async (importOriginal) => ({
  ...(await importOriginal<typeof import('vite')>()),
  build: () => refuse('a Vite build'),
  createServer: () => refuse('a Vite dev server'),
  preview: () => refuse('a Vite preview server'),
}))

const printed: string[] = []

/** What was written to console.warn or console.error since the last call, forgotten once taken. */
export function takeWarnings(): string[] {
  return printed.splice(0)
}

/** Where a remembered warning is then written: the console as Vitest set it up (its own test swaps these). */
export const consoleOutput = { warn: console.warn.bind(console), error: console.error.bind(console) }

for (const level of ['warn', 'error'] as const) {
  console[level] = (...args: unknown[]) => {
    printed.push(`console.${level}: ${args.map(String).join(' ').slice(0, 300)}`)
    consoleOutput[level](...args)
  }
}

function failIfWarned() {
  const found = takeWarnings()
  if (found.length > 0)
    throw new Error(
      `${found.join('\n')}\ntest:unit prints no warnings: fix their cause, or mock console in the test that expects one`,
    )
}

afterEach(failIfStarted)
afterAll(failIfStarted)
afterEach(failIfWarned)
afterAll(failIfWarned)
