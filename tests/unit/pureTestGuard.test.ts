import { execFileSync, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { Worker } from 'node:worker_threads'
import { build } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { takeRefusals } from './pureTestGuard'

const rule =
  /tests\/unit holds pure tests only .* move this test, or the part of its file that needs it, to tests\/integration\//

// Each case takes what it caused, so the guard's after-test check does not fail this file for it.
afterEach(() => {
  takeRefusals()
})

describe('the unit project refuses what makes a test impure', () => {
  it('refuses a child process, named, even through an import binding', () => {
    expect(() => spawn('git', ['status'])).toThrow(rule)
    expect(() => execFileSync('esbuild')).toThrow(/child_process\.execFileSync\("esbuild"\)/)
  })

  it('refuses a port, a thread and a Vite build', async () => {
    expect(() => createServer().listen(0)).toThrow(/a server listening/)
    expect(() => new Worker('./x.js')).toThrow(/a worker thread/)
    expect(() => build({})).toThrow(/a Vite build/)
  })

  it('remembers a refusal the code under test swallowed, so the test still fails', () => {
    try {
      spawn('git')
    } catch {
      // as code with a fallback would
    }
    expect(takeRefusals()).toEqual([expect.stringMatching(/child_process\.spawn\("git"\)/)])
  })
})
