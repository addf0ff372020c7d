import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { redirectsFile, redirectSourceFolders } from '../../../scripts/redirectStubs'
import { routeEntries } from '../../../scripts/routeEntries'
import { cacheRules, headerRules, headersFile, maxHeaderRules } from '../../../scripts/securityHeaders'
import { deployHost } from '../../../src/config/deployHost'
import { languagePrefix } from '../../../src/routing/localizedPath'
import { outputFileOf } from '../../../src/routing/routeTable'
import { headersFor, parseHeaders, parseRedirects, patternMatches, serve, type Host } from '../../hosts/hostRules'
import { distDir } from './builtSite'

const entries = routeEntries()
const files = new Set<string>()
;(function walk(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path)
    else files.add(relative(distDir, path).split(sep).join('/'))
  }
})(distDir)

const security = JSON.parse(readFileSync(join(distDir, 'security-headers.json'), 'utf8')) as Record<string, string>
const topLevel = readdirSync(distDir, { withFileTypes: true })
const sources = redirectSourceFolders(entries)
const headersText = headersFile(
  headerRules(security, {
    files: topLevel.filter((e) => e.isFile() && !e.name.startsWith('_')).map((e) => e.name),
    folders: topLevel.filter((e) => e.isDirectory() && !sources.has(e.name)).map((e) => e.name),
  }),
)
const blocks = parseHeaders(headersText)
const hosts: Host[] = ['cloudflare', 'netlify']

/** A URL for each served file: pages by their pretty path, everything else by its file path. */
const pagePaths = entries.flatMap((entry) => (entry.kind === 'page' || entry.kind === 'alias' ? [entry.path] : []))
const assetPaths = [...files].filter((file) => file.startsWith('assets/')).map((file) => `/${file}`)
const otherPaths = [...files].filter((file) => !file.startsWith('assets/') && !file.endsWith('index.html') && !file.startsWith('_')).map((file) => `/${file}`)

describe('_headers on each CDN, by its documented rules', () => {
  it(`stays within Cloudflare's limits (${maxHeaderRules} rules, 2,000 characters a line)`, () => {
    expect(blocks.length).toBeLessThanOrEqual(maxHeaderRules)
    for (const line of headersText.split('\n')) expect(line.length).toBeLessThanOrEqual(2000)
  })

  it('never sets one header from two rules that can match the same path', () => {
    const overlaps: string[] = []
    for (const path of [...pagePaths, ...assetPaths, ...otherPaths]) {
      const seen = new Map<string, string>()
      for (const block of blocks.filter((b) => patternMatches(b.pattern, path))) {
        for (const [name] of block.headers) {
          const earlier = seen.get(name.toLowerCase())
          if (earlier) overlaps.push(`${path}: ${name} from ${earlier} and ${block.pattern}`)
          seen.set(name.toLowerCase(), block.pattern)
        }
      }
    }
    expect(overlaps).toEqual([])
  })

  for (const host of hosts) {
    it(`${host}: every page has one Cache-Control, "${cacheRules.html}", and every security header once`, () => {
      for (const path of pagePaths) {
        const headers = headersFor(host, blocks, path)
        expect(headers.get('cache-control'), path).toEqual([cacheRules.html])
        for (const [name, value] of Object.entries(security)) expect(headers.get(name.toLowerCase()), `${path} ${name}`).toEqual([value])
      }
    })

    it(`${host}: every hashed asset has one Cache-Control, "${cacheRules.hashedAssets}"`, () => {
      expect(assetPaths.length).toBeGreaterThan(10)
      for (const path of assetPaths) expect(headersFor(host, blocks, path).get('cache-control'), path).toEqual([cacheRules.hashedAssets])
    })

    it(`${host}: feeds, the sitemap, search files and social cards are cached like pages`, () => {
      for (const path of otherPaths) expect(headersFor(host, blocks, path).get('cache-control'), path).toEqual([cacheRules.html])
    })
  }
})

describe('_redirects on each CDN, by its documented rules', () => {
  const redirects = entries.filter((entry) => entry.kind === 'redirect')

  for (const host of hosts) {
    const rules = parseRedirects(host, redirectsFile(entries, host))

    it(`${host}: every manifest redirect answers 301 to its target, although a stub file exists at the source`, () => {
      expect(rules).toHaveLength(redirects.length + (host === 'netlify' ? 4 : 0))
      for (const entry of redirects) {
        const stub = outputFileOf(entry)
        if (stub) expect(files.has(stub), `stub for ${entry.path}`).toBe(true)
        expect(serve(host, rules, files, entry.path), entry.path).toEqual({ kind: 'redirect', status: 301, location: entry.target })
      }
    })

    it(`${host}: an unknown path in each language gets that language's 404 page with status 404`, () => {
      for (const entry of entries.filter((e) => e.kind === 'notFound')) {
        const path = `${languagePrefix(entry.language)}/no-such-page/deeper`
        expect(serve(host, rules, files, path), path).toEqual({ kind: 'file', status: 404, file: outputFileOf(entry) })
      }
    })

    it(`${host}: pages are served as files, not redirected`, () => {
      for (const path of pagePaths) expect(serve(host, rules, files, path).status, path).toBe(200)
    })
  }

  it('a file written for one CDN fails on the other, which is why the build picks one (Netlify without force serves the stub)', () => {
    const netlifyReadingCloudflare = parseRedirects('netlify', redirectsFile(entries, 'cloudflare'))
    expect(serve('netlify', netlifyReadingCloudflare, files, '/faq')).toMatchObject({ kind: 'file', status: 200 })
    expect(parseRedirects('cloudflare', redirectsFile(entries, 'netlify')).filter((rule) => rule.status === 301)).toEqual([])
  })

  it('the build recognises the CDN from its environment, and refuses an unknown one', () => {
    expect(deployHost({ NETLIFY: 'true' })).toBe('netlify')
    expect(deployHost({ CF_PAGES: '1' })).toBe('cloudflare')
    expect(deployHost({})).toBe('cloudflare')
    expect(deployHost({ NETLIFY: 'true', DEPLOY_HOST: 'cloudflare' })).toBe('cloudflare')
    expect(() => deployHost({ DEPLOY_HOST: 'vercel' })).toThrow(/UnknownDeployHost.*cloudflare, netlify/s)
  })
})
