/** The Node flags of our threads; a thread started with them and a bundled script: tests/integration/bundledScript.test.ts. */
import { describe, expect, it } from 'vitest'
import { threadExecArgv } from '../../../scripts/shared/bundledScript'

describe('the Node flags of our worker threads', () => {
  it('are the process’s own without the tsx loader, however it was given', () => {
    expect(threadExecArgv(['--import', 'tsx'])).toEqual([])
    expect(
      threadExecArgv([
        '--require',
        '/app/node_modules/tsx/dist/preflight.cjs',
        '--import',
        'file:///app/node_modules/tsx/dist/loader.mjs',
      ]),
    ).toEqual([])
    expect(threadExecArgv(['--import=tsx', '--cpu-prof', '--cpu-prof-dir=/tmp/profiles'])).toEqual([
      '--cpu-prof',
      '--cpu-prof-dir=/tmp/profiles',
    ])
  })

  it('keep every other flag a thread can take, other preloads included', () => {
    const flags = [
      '--import',
      './instrument.mjs',
      '--require=dotenv/config',
      '--enable-source-maps',
      '--conditions=development',
    ]
    expect(threadExecArgv(flags)).toEqual(flags)
    expect(threadExecArgv(['--import', 'tsx', '--import', './instrument.mjs'])).toEqual([
      '--import',
      './instrument.mjs',
    ])
  })

  it('leave out the flags that hold for the whole process, which a thread refuses to start with (tests/integration/bundledScript.test.ts starts one)', () => {
    expect(
      threadExecArgv([
        '--max-old-space-size=4096',
        '--stack-trace-limit=50',
        '--expose-gc',
        '--import',
        'tsx',
        '--enable-source-maps',
      ]),
    ).toEqual(['--enable-source-maps'])
  })
})
