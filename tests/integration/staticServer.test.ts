/**
 * The project's own static server (scripts/tools/staticServer.ts: `npm start`, the browser tests,
 * the measurements) serving the dist/ of `npm run build:test`, as the CDNs serve it.
 */
import type { Server } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaticServer } from '../../scripts/tools/staticServer'
import { distDir } from '../../scripts/shared/projectPaths'
import { parseRedirectsFile } from '../../src/hosting/redirectsFormat'
import { hostilePathsAfter, hostileRequestPaths } from '../fixtures/hostileRequestPaths'
import { getRaw, unsafeRedirects } from './redirectProbe'

let server: Server | undefined
let base = ''

beforeAll(async () => {
  if (!existsSync(join(distDir, '_redirects')))
    throw new Error('dist/ is not built. Run npm run build first (npm test does).')
  server = await startStaticServer({ distDir, port: 0 })
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

describe('the static server (npm start)', () => {
  it('SEC-1: redirects every hostile request path only to a path on the site itself, never to another host', async () => {
    const sources = parseRedirectsFile(readFileSync(join(distDir, '_redirects'), 'utf8')).map((rule) => rule.from)
    const paths = [...hostileRequestPaths, ...hostilePathsAfter(sources)]
    expect(paths.length).toBeGreaterThan(400)
    expect(await unsafeRedirects(base, paths)).toEqual([])
    // The redirects it should make, it still makes.
    for (const [path, location] of [
      ['/products/index.html?code=x', '/products/?code=x'],
      ['/threats', '/threats/'],
      ['/faq', '/faqs/'],
    ])
      expect(await getRaw(base, path!), path).toMatchObject({ status: 301, location })
  }, 120_000)
})
