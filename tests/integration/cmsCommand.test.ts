/**
 * Workflows review 2026-12-01, ED-10: `npm run cms` took a minute and printed its one useful line,
 * the editor's address, at line 238, under Decap's "[EVAL] Use of direct eval" warnings and 189
 * lines of Vite's configLoader notice. This runs the command as a developer does, on a copy of the
 * project with no built editor yet (a first start), and reads what it prints until the editor is
 * ready. (tests/integration/cms.test.ts starts the same editor in the test's own process.)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { copyProject } from '../../scripts/tools/projectCopy'
import { freePort } from './freePort'

let copy = ''
let cms: ChildProcess | undefined

afterAll(async () => {
  if (cms && cms.exitCode === null) {
    const exited = new Promise((resolve) => cms!.once('exit', resolve))
    cms.kill('SIGINT')
    await exited
  }
  if (copy) rmSync(copy, { recursive: true, force: true })
}, 60_000)

/** What the command printed until the line after `last`, stdout and stderr as they came, without the blank lines. */
function printedUntil(child: ChildProcess, last: RegExp): Promise<string[]> {
  const lines: string[] = []
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      lines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter((line) => line.trim() !== ''),
      )
      // The line after it too: the address, printed with it.
      const at = lines.findIndex((line) => last.test(line))
      if (at >= 0 && at < lines.length - 1) resolve(lines)
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code) => reject(new Error(`npm run cms exited with ${code}:\n${lines.join('\n')}`)))
  })
}

it('ED-10: npm run cms prints the editor address among its first lines, and no warnings from the bundler or config loader', async () => {
  copy = copyProject('vaultline-cms-command-')
  const port = await freePort()
  // As `npm run cms -- --port N` runs it (package.json: tsx scripts/admin/cms.ts).
  cms = spawn(
    join(copy, 'node_modules', '.bin', 'tsx'),
    [join(copy, 'scripts', 'admin', 'cms.ts'), '--port', String(port)],
    {
      cwd: copy,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const lines = await printedUntil(cms, /Content editor ready/)
  const address = new RegExp(`Content editor: http://127\\.0\\.0\\.1:${port}/admin/\\?key=[\\w-]{43}$`)
  const addressAt = lines.findIndex((line) => address.test(line))
  expect(addressAt, lines.join('\n')).toBeGreaterThanOrEqual(0)
  // Before it, only the site preview's own line (and Vite's notices of a first start, if any).
  expect(addressAt, lines.join('\n')).toBeLessThan(5)
  // Said again, last, once the editor is built: the line a developer sees when it is ready to open.
  expect(lines.at(-1)!.trim()).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/admin/\\?key=`))
  expect(lines.at(-2), 'the editor was built, not taken from a cache').toMatch(/Content editor ready \(built,/)
  for (const warning of [/\[EVAL\]/, /direct `?eval/i, /configLoader/, /without a file extension/, /warn/i])
    expect(
      lines.filter((line) => warning.test(line)),
      String(warning),
    ).toEqual([])
  console.log(
    `npm run cms printed ${lines.length} lines until the editor was ready; the address was line ${addressAt + 1}`,
  )
}, 900_000)
