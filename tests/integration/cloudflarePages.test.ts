/**
 * dist/ as Cloudflare Pages serves it: `wrangler pages dev` runs Cloudflare's own Pages asset
 * server on workerd (its `_redirects`, `_headers`, trailing-slash and 404 rules) with the Pages
 * Functions of functions/, offline: no login, no telemetry, no `Request.cf` download
 * (scripts/tools/pagesDev.ts, which also serves dist/ to `npm run serve`, the browser tests and the
 * measurements). It replaces the Cloudflare emulator dist-check used to have.
 */
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languages, languageTag, searchBundlePath } from '../../routes.config'
import { cacheRules } from '../../src/hosting/headerPolicy'
import { dataContentSecurityPolicy, securityHeaderNames } from '../../src/hosting/securityHeaders'
import { siteHeadersOf } from '../../src/hosting/headersFormat'
import { parseRedirectsFile } from '../../src/hosting/redirectsFormat'
import { distDir } from '../../scripts/shared/projectPaths'
import { startPagesDev, type PagesDev } from '../../scripts/tools/pagesDev'
import { routeEntries } from '../../scripts/content/routeEntries'
import { site } from '../../src/config/site'
import { languagePrefix } from '../../src/routing/localizedPath'
import { hostilePathsAfter, hostileRequestPaths } from '../fixtures/hostileRequestPaths'
import { unsafeRedirects } from './redirectProbe'

let server: PagesDev | undefined
let base = ''
let siteHeaders: Record<string, string> = {}

beforeAll(async () => {
  // It refuses a dist/ that is not built, or built for another host, saying so.
  server = await startPagesDev({ distDir })
  siteHeaders = siteHeadersOf(readFileSync(join(distDir, '_headers'), 'utf8'))
  base = server.url
}, 90_000)

afterAll(async () => {
  await server?.close()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { redirect: 'manual', headers })

/** The X-Robots-Tag of a GET for another host name (fetch may not set Host). */
function robotsTagFor(host: string, path: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base)
    request({ hostname, port, path, headers: { host } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.headers['x-robots-tag'] as string | undefined))
    })
      .on('error', reject)
      .end()
  })
}

/** The site's security headers, each once, with the site's own CSP (a second CSP joined to it would show as a comma). */
function expectSiteHeaders(response: Response, path: string) {
  for (const [name, value] of Object.entries(siteHeaders))
    expect(response.headers.get(name), `${path}: ${name}`).toBe(value)
}

function sitemapPaths(): string[] {
  const xml = readFileSync(join(distDir, 'sitemap.xml'), 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(site.siteUrl.length))
}

describe('dist/ on Cloudflare Pages’ own runtime (wrangler pages dev)', () => {
  it('seo 2026-11-27 C1: answers every sitemap URL with 200 at once, the CSP and the security headers, and HTML caching', async () => {
    const paths = sitemapPaths()
    expect(paths.length).toBeGreaterThan(100)
    const wrong: string[] = []
    for (const path of paths) {
      const response = await get(path)
      await response.arrayBuffer()
      if (response.status !== 200) wrong.push(`${path}: ${response.status} ${response.headers.get('location') ?? ''}`)
      else if (response.headers.get('cache-control') !== cacheRules.html)
        wrong.push(`${path}: Cache-Control ${response.headers.get('cache-control')}`)
      else if (response.headers.get('content-security-policy') !== siteHeaders['Content-Security-Policy'])
        wrong.push(`${path}: CSP ${response.headers.get('content-security-policy')?.slice(0, 60)}`)
    }
    expect(wrong).toEqual([])
  }, 120_000)

  it('seo 2026-11-27 H1: answers every _redirects rule with one redirect, with the CSP, to a page that answers 200', async () => {
    const pagesByPattern = routeEntries().filter((entry) => entry.kind === 'page' && entry.params)
    const wrong: string[] = []
    for (const { from, to, status } of parseRedirectsFile(readFileSync(join(distDir, '_redirects'), 'utf8'))) {
      // A dynamic rule (`/post/:slug`) is tried with a page its pattern covers, when the site has one.
      const placeholder = /:([a-z]+)/.exec(from)?.[1]
      const page = placeholder
        ? pagesByPattern.find((entry) => new RegExp(`^${to.replace(`:${placeholder}`, '[^/]+')}$`).test(entry.path))
        : undefined
      if (placeholder && !page) continue
      const value = page ? page.path.slice(to.indexOf(`:${placeholder}`)).split('/')[0]! : ''
      const [source, target] = placeholder
        ? [from.replace(`:${placeholder}`, value), to.replace(`:${placeholder}`, value)]
        : [from, to]
      const response = await get(`${source}?ref=x`)
      if (response.status !== status || response.headers.get('location') !== `${target}?ref=x`)
        wrong.push(
          `${source}: ${response.status} ${response.headers.get('location')}, expected ${status} ${target}?ref=x`,
        )
      else if (response.headers.get('content-security-policy') !== siteHeaders['Content-Security-Policy'])
        wrong.push(`${source}: the redirect has no CSP`)
      const landing = await get(target)
      await landing.arrayBuffer()
      if (landing.status !== 200) wrong.push(`${source} → ${target}: ${landing.status}`)
    }
    expect(wrong).toEqual([])
  }, 120_000)

  it.each(languages.map((language) => [language, `${languagePrefix(language)}/no-such-page/`] as const))(
    'answers an unknown path in %s with 404, its own 404 page and the CSP',
    async (language, path) => {
      for (const unknown of [path, `${path}deeper`, path.slice(0, -1)]) {
        const response = await get(unknown)
        expect(response.status, unknown).toBe(404)
        expect(await response.text()).toContain(`<html lang="${languageTag(language)}"`)
        expectSiteHeaders(response, unknown)
      }
    },
  )

  it('SEC-1: redirects every hostile request path only to a path on the site itself, never to another host', async () => {
    const sources = parseRedirectsFile(readFileSync(join(distDir, '_redirects'), 'utf8')).map((rule) => rule.from)
    const paths = [...hostileRequestPaths, ...hostilePathsAfter(sources)]
    expect(paths.length).toBeGreaterThan(400)
    expect(await unsafeRedirects(base, paths)).toEqual([])
  }, 300_000)

  it('spec-audit 2026-11-27 §2-26: answers a page asked for by its index.html with one permanent redirect to its address (Cloudflare’s own 308)', async () => {
    for (const [path, page] of [
      ['/products/index.html', '/products/'],
      ['/de/index.html', '/de/'],
      ['/index.html', '/'],
    ]) {
      const response = await get(path!)
      expect([301, 308], path).toContain(response.status)
      expect(response.headers.get('location')).toBe(page)
      expect((await get(page!)).status).toBe(200)
    }
  })

  it('seo 2026-11-27 L10: serves hashed assets for a year with the site’s headers, the editor with its own policy, and internal data as noindex', async () => {
    const html = await (await get('/')).text()
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    const response = await get(asset!)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(cacheRules.hashedAssets)
    expectSiteHeaders(response, asset!)
    const editor = await get('/admin/')
    expect(editor.headers.get('content-security-policy')).toMatch(/style-src 'self' 'unsafe-inline'/)
    expect(editor.headers.get('content-security-policy')).not.toContain(',')
    expect(editor.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    // The editor's own opener policy, so GitHub's sign-in window can answer it; the site keeps same-origin.
    expect(editor.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    expect((await get('/threats/')).headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect((await get(`${searchBundlePath('de')}pagefind.js`)).headers.get('x-robots-tag')).toBe('noindex')
    expect((await get('/threats/')).headers.get('x-robots-tag')).toBeNull()
  })

  it('seo 2026-11-27 L9: marks the *.pages.dev copies of the site noindex, and only them', async () => {
    for (const host of ['vaultline.pages.dev', 'a1b2c3d4.vaultline.pages.dev'])
      expect(await robotsTagFor(host, '/threats/'), host).toBe('noindex')
    expect(await robotsTagFor('vaultline.pages.dev', '/admin/')).toBe('noindex, nofollow')
    expect(await robotsTagFor('www.vaultline.example', '/threats/')).toBeUndefined()
  })

  it('runs the editor’s sign-in function only on the editor’s own origin: deployed with the site, it answers nothing', async () => {
    const response = await get('/oauth/auth?provider=github')
    expect(response.status).toBe(404)
    expect(response.headers.get('location')).toBeNull()
  })

  it('publishes no build internals', async () => {
    for (const path of ['/.vite/manifest.json', '/security-headers.json', '/editor-headers.json'])
      expect((await get(path)).status, path).toBe(404)
    // The host reads its own files and never serves them (wrangler answers 502 here, production 404).
    for (const path of ['/_headers', '/_redirects']) expect((await get(path)).status, path).not.toBe(200)
  })

  it('SEC-11: answers from its functions with the site’s security headers, which Cloudflare does not add to them', async () => {
    const answers = [
      ['/api/geo', await get('/api/geo', { 'CF-IPCountry': 'DE' })],
      // The editor's sign-in function, deployed with the site: it answers nothing, and says so with the headers.
      ['/oauth/auth?provider=github', await get('/oauth/auth?provider=github')],
      ['/oauth/callback?code=x&state=y', await get('/oauth/callback?code=x&state=y')],
    ] as const
    const wrong: string[] = []
    for (const [path, response] of answers) {
      await response.arrayBuffer()
      for (const name of securityHeaderNames) {
        const value = response.headers.get(name)
        // The sign-in function's own: no Referer to GitHub, and an opener kept for the editor (src/edge/cmsOAuth.ts).
        const expected = path.startsWith('/oauth/')
          ? (
              { 'Referrer-Policy': 'no-referrer', 'Cross-Origin-Opener-Policy': 'unsafe-none' } as Record<
                string,
                string
              >
            )[name]
          : undefined
        if (name === 'Content-Security-Policy') {
          if (value !== dataContentSecurityPolicy) wrong.push(`${path}: ${name} ${value}`)
        } else if (value !== (expected ?? siteHeaders[name])) wrong.push(`${path}: ${name} ${value}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('answers /api/geo from the Pages Function, never cached', async () => {
    const response = await get('/api/geo', { 'CF-IPCountry': 'DE' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toHaveProperty('country_code')
  })
})
