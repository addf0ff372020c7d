/**
 * `npm run serve`, the browser tests and the measurements serve dist/ on Cloudflare's runtime
 * (scripts/tools/pagesDev.ts). A dist/ it cannot serve faithfully is refused with what to do,
 * before wrangler starts.
 */
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startPagesDev } from '../../scripts/tools/pagesDev'
import { projectRoot } from '../../scripts/shared/projectPaths'
import { freePort } from './freePort'

let folder = ''
afterEach(() => rmSync(folder, { recursive: true, force: true }))

describe('serving dist/ on Cloudflare Pages’ runtime', () => {
  it('refuses a folder with no site built for Cloudflare Pages, naming the command that builds one', async () => {
    folder = mkdtempSync(join(tmpdir(), 'vaultline-empty-dist-'))
    await expect(startPagesDev({ distDir: folder })).rejects.toThrow(
      /no site built for Cloudflare Pages \(no _headers\)\. Run npm run build/,
    )
  })

  it('refuses a build for Netlify, whose forced redirects Cloudflare would not read', async () => {
    folder = mkdtempSync(join(tmpdir(), 'vaultline-netlify-dist-'))
    writeFileSync(join(folder, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n')
    writeFileSync(join(folder, '_redirects'), '/faq /faqs/ 301!\n')
    await expect(startPagesDev({ distDir: folder })).rejects.toThrow(/was built for Netlify \(DEPLOY_HOST=netlify\)/)
  })

  it('refuses a port something else holds, instead of taking that server for its own', async () => {
    folder = mkdtempSync(join(tmpdir(), 'vaultline-busy-port-'))
    writeFileSync(join(folder, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n')
    const holder = createServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const address = holder.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      await expect(startPagesDev({ distDir: folder, port })).rejects.toThrow(`Port ${port} on 127.0.0.1 is in use`)
    } finally {
      holder.close()
    }
  })

  it('npm run serve starts wrangler again when its port stops answering mid-run, and prints why (CI: every test after the 568th refused)', async () => {
    const port = await freePort()
    const serve = spawn(process.execPath, ['--import', 'tsx', 'scripts/tools/serveDist.ts'], {
      cwd: projectRoot,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let printed = ''
    serve.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()))
    serve.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()))
    const until = async (seen: () => boolean) => {
      while (!seen()) {
        if (serve.exitCode !== null) throw new Error(`npm run serve ended:\n${printed}`)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
    const answers = () =>
      fetch(`http://127.0.0.1:${port}/robots.txt`).then(
        (response) => response.status,
        () => 0,
      )
    try {
      await until(() => printed.includes('Vaultline site:'))
      expect(await answers()).toBe(200)
      // workerd ends, wrangler lives on: the port refuses connections.
      const table = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' })
      const processes = table
        .trim()
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .map(([pid, ppid, command]) => ({ pid: Number(pid), ppid: Number(ppid), command }))
      const family = new Set([serve.pid])
      for (let grown = true; grown; ) {
        grown = false
        for (const { pid, ppid } of processes)
          if (family.has(ppid) && !family.has(pid)) grown = Boolean(family.add(pid))
      }
      const runtimes = processes.filter(({ pid, command }) => family.has(pid) && command === 'workerd')
      expect(runtimes.length).toBeGreaterThan(0)
      for (const { pid } of runtimes) process.kill(pid, 'SIGKILL')
      expect(await answers()).toBe(0)

      await until(() => printed.includes('Starting it again'))
      expect(printed).toContain('wrangler pages dev stopped serving (its port refuses connections). Its last output:')
      let status = 0
      while (status !== 200 && serve.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        status = await answers()
      }
      expect(status).toBe(200)
    } finally {
      const ended = once(serve, 'exit')
      serve.kill('SIGTERM')
      await ended
    }
  })
})
