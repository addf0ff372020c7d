import { describe, expect, it } from 'vitest'
import { threadExecArgv } from '../../scripts/threads/threadScript'

describe('the Node flags of our worker threads', () => {
  it('are the process’s own without the tsx loader, however it was given', () => {
    expect(threadExecArgv(['--import', 'tsx'])).toEqual([])
    expect(threadExecArgv(['--require', '/app/node_modules/tsx/dist/preflight.cjs', '--import', 'file:///app/node_modules/tsx/dist/loader.mjs'])).toEqual([])
    expect(threadExecArgv(['--import=tsx', '--cpu-prof', '--cpu-prof-dir=/tmp/profiles'])).toEqual(['--cpu-prof', '--cpu-prof-dir=/tmp/profiles'])
  })

  it('keep every other flag, other preloads included', () => {
    const flags = ['--max-old-space-size=4096', '--import', './instrument.mjs', '--require=dotenv/config', '--enable-source-maps']
    expect(threadExecArgv(flags)).toEqual(flags)
    expect(threadExecArgv(['--import', 'tsx', '--import', './instrument.mjs'])).toEqual(['--import', './instrument.mjs'])
  })
})
