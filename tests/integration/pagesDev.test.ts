/**
 * `npm run serve`, the browser tests and the measurements serve dist/ on Cloudflare's runtime
 * (scripts/tools/pagesDev.ts). A dist/ it cannot serve faithfully is refused with what to do,
 * before wrangler starts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startPagesDev } from '../../scripts/tools/pagesDev'

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
})
