/** A worker thread started with the flags threadExecArgv keeps, and a script bundled by esbuild (the flags themselves: tests/unit/shared/bundledScript.test.ts). */
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { bundledScript, threadExecArgv } from '../../scripts/shared/bundledScript'

describe('the Node flags of our worker threads', () => {
  it('start a thread, where the flags that hold for the whole process would stop it', async () => {
    const given = [
      '--max-old-space-size=4096',
      '--stack-trace-limit=50',
      '--expose-gc',
      '--import',
      'tsx',
      '--enable-source-maps',
    ]
    const thread = new Worker('require("node:worker_threads").parentPort.postMessage("started")', {
      eval: true,
      execArgv: threadExecArgv(given),
    })
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
      writeFileSync(
        join(root, 'content', 'paths.ts'),
        'export const contentDir: string = import.meta.dirname\nexport const contentUrl: string = import.meta.url\n',
      )
      writeFileSync(
        join(root, 'entry.ts'),
        "import { contentDir, contentUrl } from './content/paths'\nexport const found = { entryFile: import.meta.filename, contentDir, contentUrl }\n",
      )
      const script = await bundledScript(join(root, 'entry.ts'), `bundled-script-test-${process.pid}`)
      try {
        expect(dirname(script)).not.toBe(root)
        const { found } = (await import(pathToFileURL(script).href)) as { found: Record<string, string> }
        expect(found).toEqual({
          entryFile: join(root, 'entry.ts'),
          contentDir: join(root, 'content'),
          contentUrl: pathToFileURL(join(root, 'content', 'paths.ts')).href,
        })
      } finally {
        rmSync(script, { force: true })
      }
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
