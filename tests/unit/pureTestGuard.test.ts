import { execFileSync, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { Worker } from 'node:worker_threads'
import { build } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { consoleOutput, takeRefusals, takeWarnings } from './pureTestGuard'

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

describe('the unit project prints no warnings', () => {
  it('DV-8: remembers a warning or error a test writes to the console, so that test fails', () => {
    // Remembered, but not written on: this test prints nothing itself.
    const written = { ...consoleOutput }
    Object.assign(consoleOutput, { warn: () => {}, error: () => {} })
    try {
      console.warn('a deprecated option')
      console.error('a failed render')
    } finally {
      Object.assign(consoleOutput, written)
    }
    expect(takeWarnings()).toEqual(['console.warn: a deprecated option', 'console.error: a failed render'])
  })

  it('DV-8: lets a test that expects a warning mock the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    console.error('expected by this test')
    expect(error).toHaveBeenCalledWith('expected by this test')
    error.mockRestore()
    expect(takeWarnings()).toEqual([])
  })
})
