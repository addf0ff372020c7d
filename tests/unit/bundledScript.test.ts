import { once } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { bundledScript, threadExecArgv } from '../../scripts/shared/bundledScript'

describe('the Node flags of our worker threads', () => {
  it('are the process’s own without the tsx loader, however it was given', () => {
    expect(threadExecArgv(['--import', 'tsx'])).toEqual([])
    expect(threadExecArgv(['--require', '/app/node_modules/tsx/dist/preflight.cjs', '--import', 'file:///app/node_modules/tsx/dist/loader.mjs'])).toEqual([])
    expect(threadExecArgv(['--import=tsx', '--cpu-prof', '--cpu-prof-dir=/tmp/profiles'])).toEqual(['--cpu-prof', '--cpu-prof-dir=/tmp/profiles'])
  })

  it('keep every other flag a thread can take, other preloads included', () => {
    const flags = ['--import', './instrument.mjs', '--require=dotenv/config', '--enable-source-maps', '--conditions=development']
    expect(threadExecArgv(flags)).toEqual(flags)
    expect(threadExecArgv(['--import', 'tsx', '--import', './instrument.mjs'])).toEqual(['--import', './instrument.mjs'])
  })

  it('leave out the flags that hold for the whole process, which a thread refuses to start with', async () => {
    const given = ['--max-old-space-size=4096', '--stack-trace-limit=50', '--expose-gc', '--import', 'tsx', '--enable-source-maps']
    const flags = threadExecArgv(given)
    expect(flags).toEqual(['--enable-source-maps'])
    const thread = new Worker('require("node:worker_threads").parentPort.postMessage("started")', { eval: true, execArgv: flags })
    const [message] = (await once(thread, 'message')) as [string]
    await thread.terminate()
    expect(message).toBe('started')
    expect(() => new Worker('', { eval: true, execArgv: given.slice(0, 1) })).toThrow(/invalid execArgv/)
  })
})

describe('a script bundled to run without the tsx loader', () => {
  it('sees where each of its source files is, not where the bundle is written', async () => {
    const root = mkdtempSync(join(tmpdir(), 'thread-script-'))
    try {
      mkdirSync(join(root, 'content'))
      writeFileSync(join(root, 'content', 'paths.ts'), 'export const contentDir: string = import.meta.dirname\nexport const contentUrl: string = import.meta.url\n')
      writeFileSync(join(root, 'entry.ts'), "import { contentDir, contentUrl } from './content/paths'\nexport const found = { entryFile: import.meta.filename, contentDir, contentUrl }\n")
      const script = await bundledScript(join(root, 'entry.ts'), `bundled-script-test-${process.pid}`)
      try {
        expect(dirname(script)).not.toBe(root)
        const { found } = (await import(pathToFileURL(script).href)) as { found: Record<string, string> }
        expect(found).toEqual({ entryFile: join(root, 'entry.ts'), contentDir: join(root, 'content'), contentUrl: pathToFileURL(join(root, 'content', 'paths.ts')).href })
      } finally {
        rmSync(script, { force: true })
      }
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
