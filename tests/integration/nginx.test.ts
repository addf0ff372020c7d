import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from './freePort'
import { request as httpsRequest } from 'node:https'
import { siteHeadersOf } from '../../src/hosting/headersFormat'
import { nginxHttpsRedirectBlock, nginxServerBlock, tlsProfile, writeNginxConfig } from '../../scripts/hosting/nginx'
import { routeEntries } from '../../scripts/content/routeEntries'
import { distDir } from '../../scripts/shared/projectPaths'
import { site } from '../../src/config/site'
import { languageTag } from '../../src/config/languages'
import { nginxGeoCountry } from '../../src/config/deployHostSetting'
import { parseRedirectsFile } from '../../src/hosting/redirectsFormat'
import { headersFileName, redirectsFileName } from '../../src/hosting/siteFiles'
import { hostilePathsAfter, hostileRequestPaths } from '../fixtures/hostileRequestPaths'
import { getRaw, unsafeRedirects } from './redirectProbe'

const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync)
let process_: ChildProcess
let base = ''
let plainHttp = ''
let httpsPort = 0
let dir = ''
/** Whether this machine has an IPv6 loopback: then the TLS site listens on [::1] too, as deployed on [::]. */
let ipv6 = false

async function canListenOnIpv6(): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(0, '::1', () => server.close(() => resolve(true)))
  })
}

beforeAll(async () => {
  if (!nginxBinary)
    throw new Error('nginx is not installed. Install it (Debian: apt-get install -y nginx) to run the hosting tests.')
  if (!existsSync(join(distDir, '_headers')))
    throw new Error('dist/ is not built. Run npm run build first (npm test does).')
  const port = await freePort()
  const redirectPort = await freePort()
  httpsPort = await freePort()
  dir = mkdtempSync(join(tmpdir(), 'vaultline-nginx-'))
  const headers = siteHeadersOf(readFileSync(join(distDir, '_headers'), 'utf8'))
  // The deployed shape (deploy/nginx.conf): HTTP → HTTPS, and the site over TLS with a throwaway certificate.
  const certificate = join(dir, 'site.crt')
  const certificateKey = join(dir, 'site.key')
  const openssl = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      certificateKey,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  )
  if (openssl.status !== 0) throw new Error(`openssl could not make a test certificate:\n${openssl.stderr}`)
  const entries = routeEntries()
  ipv6 = await canListenOnIpv6()
  const server = [
    // The GeoIP variable is a request header here, so the test can play any country (a real deployment names its GeoIP module's variable).
    nginxServerBlock({
      entries,
      headers,
      root: distDir,
      listen: `127.0.0.1:${port}`,
      geoCountry: '$http_x_test_country',
    }),
    nginxHttpsRedirectBlock({ listen: [`127.0.0.1:${redirectPort}`], siteUrl: site.siteUrl }),
    nginxServerBlock({
      entries,
      headers,
      root: distDir,
      listen: [`127.0.0.1:${httpsPort} ssl`, ...(ipv6 ? [`[::1]:${httpsPort} ssl`] : [])],
      tls: { certificate, certificateKey },
    }),
  ].join('\n')
  const asRoot = process.getuid?.() === 0
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${asRoot ? 'user root root;\n' : ''}worker_processes 1;\nerror_log ${dir}/error.log;\npid ${dir}/nginx.pid;\nevents { worker_connections 64; }\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;\n${server}\n}\n`,
  )
  const check = spawnSync(nginxBinary, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx rejected the generated configuration:\n${check.stderr}`)
  process_ = spawn(nginxBinary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' })
  base = `http://127.0.0.1:${port}`
  plainHttp = `http://127.0.0.1:${redirectPort}`
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(base)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error('nginx did not start')
}, 30_000)

afterAll(() => {
  process_?.kill('SIGQUIT')
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' })

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toMatch(/script-src 'self'/)
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  expect(csp).toMatch(/frame-ancestors 'none'/)
  expect(csp).toMatch(/object-src 'none'/)
  expect(csp).toMatch(/base-uri 'self'/)
  expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/)
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/)
}

describe('the generated nginx configuration, served by real nginx', () => {
  it.each([
    '/',
    '/threats/quantum/',
    '/es/',
    '/de/products/voice-gateway/',
    '/secure-calls/',
    '/resources/blog/',
    '/competitor-comparison/',
  ])('serves page %s with 200, HTML caching and the security headers', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expectSecurityHeaders(response)
  })

  it.each([
    ['/faq?x=1', '/faqs/?x=1'],
    ['/faq/', '/faqs/'],
    [`/${site.slug}-product`, `/products/${site.slug}-enterprise/`],
    ['/es/use-cases', '/out-of-band-communications/'],
    ['/de/voice-gateway?ref=a', '/de/products/voice-gateway/?ref=a'],
    ['/index.html', '/'],
    ['/privacy/', '/legal/privacy/'],
    ['/fr', '/fr/'],
    // The URL form: a page's other form and its index.html answer one 301 to its address.
    ['/threats', '/threats/'],
    ['/de/products/voice-gateway?ref=a', '/de/products/voice-gateway/?ref=a'],
    ['/products/index.html', '/products/'],
    ['/de/index.html?x=1', '/de/?x=1'],
  ])('redirects %s with one 301 to %s, with the security headers', async (from, to) => {
    const response = await get(from)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(to)
    expectSecurityHeaders(response)
    expect((await get(to)).status).toBe(200)
  })

  it.each([
    ['/no-such-page', 'en'],
    ['/de/gibt-es-nicht', 'de'],
    ['/pt/nada', 'pt'],
    ['/es/competitor-comparison', 'es'],
  ] as const)('answers %s with 404 and the %s not-found page', async (path, language) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain(`<html lang="${languageTag(language)}"`)
    expectSecurityHeaders(response)
  })

  it('SEC-12 / security 2026-11-27 I1: publishes neither _headers nor _redirects, which the CDNs read and never serve', async () => {
    for (const file of [headersFileName, redirectsFileName]) {
      expect(existsSync(join(distDir, file)), file).toBe(true)
      for (const path of [`/${file}`, `/${file}?x=1`, `//${file}`, `/%5F${file.slice(1)}`, `/./${file}`]) {
        const response = await get(path)
        const body = await response.text()
        expect(response.status, path).toBe(404)
        expect(body, path).toContain('<html lang="en"')
        expectSecurityHeaders(response)
      }
    }
  })

  it('caches hashed assets for a year, immutably', async () => {
    const html = await (await get('/')).text()
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    const response = await get(asset!)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expectSecurityHeaders(response)
  })

  it('SEC-1: redirects every hostile request path only to a path on the site itself, never to another host', async () => {
    const sources = parseRedirectsFile(readFileSync(join(distDir, '_redirects'), 'utf8')).map((rule) => rule.from)
    const paths = [...hostileRequestPaths, ...hostilePathsAfter(sources)]
    expect(paths.length).toBeGreaterThan(400)
    expect(await unsafeRedirects(base, paths)).toEqual([])
  }, 120_000)

  // The MDN HTTP Observatory's header tests, checked offline (the scanner itself needs HTTPS and
  // the network): each expectation names the Observatory test it stands for.
  it.each(['/', '/de/contact/', '/blog/', '/no-such-page'])(
    'passes the HTTP Observatory header tests on %s',
    async (path) => {
      const response = await get(path)
      const csp = Object.fromEntries(
        (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
          const [name = '', ...sources] = directive.trim().split(/\s+/)
          return [name, sources] as const
        }),
      )
      const scriptSources = csp['script-src'] ?? csp['default-src'] ?? []
      const styleSources = csp['style-src'] ?? csp['default-src'] ?? []
      // content-security-policy: implemented, no unsafe-inline/unsafe-eval, no wildcard or http: script sources.
      expect(csp['default-src'], 'content-security-policy: default-src').toEqual(
        expect.arrayContaining([expect.stringMatching(/^'(none|self)'$/)]),
      )
      expect(
        scriptSources.filter((source) => /^'unsafe-(inline|eval)'$|^\*$|^http:|^https:$|^data:/.test(source)),
        'content-security-policy: unsafe script sources',
      ).toEqual([])
      expect(
        styleSources.filter((source) => source === "'unsafe-inline'" || source === '*'),
        'content-security-policy: unsafe style sources',
      ).toEqual([])
      expect(csp['object-src'], 'content-security-policy: object-src').toEqual(["'none'"])
      expect(csp['frame-ancestors'], 'content-security-policy / x-frame-options: frame-ancestors').toEqual(["'none'"])
      expect(csp['base-uri'], 'content-security-policy: base-uri').toEqual(["'self'"])
      expect(csp['form-action'], 'content-security-policy: form-action restricted').toBeDefined()
      // strict-transport-security: at least six months.
      expect(
        Number(/max-age=(\d+)/.exec(response.headers.get('strict-transport-security') ?? '')?.[1] ?? 0),
        'strict-transport-security',
      ).toBeGreaterThanOrEqual(15_552_000)
      expect(response.headers.get('x-content-type-options'), 'x-content-type-options').toBe('nosniff')
      expect(response.headers.get('x-frame-options'), 'x-frame-options').toMatch(/^(DENY|SAMEORIGIN)$/)
      expect(
        ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'],
        'referrer-policy',
      ).toContain(response.headers.get('referrer-policy'))
      expect(['same-origin', 'same-site'], 'cross-origin-resource-policy').toContain(
        response.headers.get('cross-origin-resource-policy'),
      )
      // cookies: the site sets none from the server (the language cookie is the visitor's own choice, set in the page).
      expect(response.headers.get('set-cookie'), 'cookies').toBeNull()
      // subresource-integrity: every script is our own, so none needs an integrity attribute.
      const scripts = [...(await response.text()).matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!)
      expect(
        scripts.filter((src) => !src.startsWith('/')),
        'subresource-integrity: third-party scripts',
      ).toEqual([])
    },
  )
})

/** GET over TLS with the throwaway certificate (fetch cannot be told to trust it). */
function getOverTls(path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      { host: '127.0.0.1', port: httpsPort, path, rejectUnauthorized: false },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
      },
    )
    request.on('error', reject)
    request.end()
  })
}

describe('HTTP to HTTPS, as deployed', () => {
  it.each(['/', '/threats/quantum?ref=x', '/de/kontakt', '/no-such-page'])(
    'answers plain HTTP %s only with a 301 to the same path on the public HTTPS host, without HSTS',
    async (path) => {
      const response = await fetch(`${plainHttp}${path}`, { redirect: 'manual', headers: { host: 'evil.example' } })
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe(`https://${new URL(site.siteUrl).host}${path}`)
      expect(response.headers.get('strict-transport-security')).toBeNull()
    },
  )

  it('SEC-1: sends every hostile path, as asked, only to the public HTTPS host (whose site then redirects none of them away)', async () => {
    const wrong: string[] = []
    for (const path of hostileRequestPaths) {
      const answer = await getRaw(plainHttp, path, { host: 'evil.example' })
      // nginx refuses a path that climbs above the root (`/..//x`, `/..%2F…`) with 400 before any redirect.
      const expected = answer.status === 400 ? undefined : `https://${new URL(site.siteUrl).host}${path}`
      if (answer.location !== expected) wrong.push(`${path}: ${answer.status} ${answer.location}`)
    }
    expect(wrong).toEqual([])
  })

  it('serves the site over TLS with HSTS, the CSP and HTML caching', async () => {
    const response = await getOverTls('/threats/quantum/')
    expect(response.status).toBe(200)
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{8,}; includeSubDomains/)
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
  })
})

interface Handshake {
  /** The suite the server chose, or null when the handshake failed. */
  cipher: string | null
  protocol: string | null
  /** Whether the server sent a session ticket (TLS 1.2). */
  ticket: boolean
}

/** A TLS handshake by openssl s_client, offering only what the test names. */
function handshake(options: {
  host?: string
  protocol: '-tls1_1' | '-tls1_2' | '-tls1_3'
  cipher?: string
}): Handshake {
  const host = options.host ?? '127.0.0.1'
  const result = spawnSync(
    'openssl',
    [
      's_client',
      '-connect',
      `${host}:${httpsPort}`,
      '-servername',
      'localhost',
      options.protocol,
      ...(options.cipher ? ['-cipher', options.cipher] : []),
    ],
    { input: '', encoding: 'utf8', timeout: 10_000 },
  )
  const output = `${result.stdout}\n${result.stderr}`
  // "New, TLSv1.2, Cipher is ECDHE-RSA-AES128-GCM-SHA256"; a failed handshake: "New, (NONE), Cipher is (NONE)".
  const [, protocol = null, cipher = null] = /New, (TLSv[\d.]+), Cipher is (\S+)/.exec(output) ?? []
  return { cipher, protocol, ticket: /TLS session ticket lifetime hint/.test(output) }
}

describe("security 2026-11-27 L3: TLS, as Mozilla's intermediate profile (openssl s_client against the real nginx)", () => {
  it.each([
    ['AES256-GCM-SHA384', 'a static-RSA key exchange (no forward secrecy), although AEAD'],
    ['AES128-SHA256', 'a static-RSA key exchange with CBC'],
    ['ECDHE-RSA-AES128-SHA256', 'CBC, although forward-secret'],
    ['ECDHE-RSA-AES256-SHA', 'CBC with SHA-1, although forward-secret'],
  ])('refuses TLS 1.2 with %s only (%s)', (cipher) => {
    expect(handshake({ protocol: '-tls1_2', cipher })).toMatchObject({ cipher: null })
  })

  it.each(['ECDHE-RSA-AES128-GCM-SHA256', 'ECDHE-RSA-AES256-GCM-SHA384', 'ECDHE-RSA-CHACHA20-POLY1305'])(
    'accepts TLS 1.2 with the forward-secret AEAD suite %s',
    (cipher) => {
      expect(handshake({ protocol: '-tls1_2', cipher })).toMatchObject({ cipher, protocol: 'TLSv1.2' })
    },
  )

  it('refuses TLS 1.1, even from a client that would accept anything', () => {
    expect(handshake({ protocol: '-tls1_1', cipher: 'DEFAULT@SECLEVEL=0' })).toMatchObject({ cipher: null })
  })

  it('speaks TLS 1.3', () => {
    expect(handshake({ protocol: '-tls1_3' })).toMatchObject({
      cipher: expect.stringMatching(/^TLS_(AES_(128|256)_GCM|CHACHA20_POLY1305)_SHA(256|384)$/),
      protocol: 'TLSv1.3',
    })
  })

  it("sends no session ticket: resumption stays in the server's cache, so a ticket key cannot undo forward secrecy", () => {
    expect(handshake({ protocol: '-tls1_2', cipher: 'ECDHE-RSA-AES128-GCM-SHA256' })).toMatchObject({
      cipher: 'ECDHE-RSA-AES128-GCM-SHA256',
      ticket: false,
    })
  })

  it('answers on IPv6 as on IPv4', (context) => {
    if (!ipv6) context.skip('this machine has no IPv6 loopback')
    expect(handshake({ host: '[::1]', protocol: '-tls1_2', cipher: 'ECDHE-RSA-AES128-GCM-SHA256' })).toMatchObject({
      cipher: 'ECDHE-RSA-AES128-GCM-SHA256',
    })
  })
})

describe('deploy/nginx.conf', () => {
  it('security 2026-11-27 L3: listens on IPv4 and IPv6 for both HTTP (the redirect) and HTTPS (the site), with the TLS profile', async () => {
    const file = join(dir, 'deployed.conf')
    await writeNginxConfig(file, {
      entries: routeEntries(),
      headers: { 'X-Content-Type-Options': 'nosniff' },
      root: distDir,
      siteUrl: site.siteUrl,
      env: {},
    })
    const text = readFileSync(file, 'utf8')
    const listens = [...text.matchAll(/^\s*listen (.+);$/gm)].map((match) => match[1])
    expect(listens).toEqual(['80', '[::]:80', '443 ssl http2', '[::]:443 ssl http2'])
    expect(text).toContain(`ssl_ciphers ${tlsProfile.tls12Ciphers.join(':')};`)
    expect(text).toContain('ssl_protocols TLSv1.2 TLSv1.3;')
    expect(text).toContain('ssl_prefer_server_ciphers off;')
    expect(text).toContain('ssl_session_tickets off;')
  })
})

describe("/api/geo on nginx, from the operator's GeoIP variable (NGINX_GEO_COUNTRY)", () => {
  it.each([
    ['DE', '{"country_code":"DE"}'],
    [undefined, '{"country_code":null}'],
    ['de', '{"country_code":null}'],
    ['"}<script>', '{"country_code":null}'],
  ])('answers a country of %j with %s, never cached, with the security headers', async (country, body) => {
    const response = await fetch(`${base}/api/geo`, {
      headers: country === undefined ? {} : { 'x-test-country': country },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expectSecurityHeaders(response)
    expect(await response.text()).toBe(body)
  })

  it('is there only when a GeoIP variable is named, and only with VITE_GEO_URL=/api/geo on nginx', () => {
    expect(nginxGeoCountry({})).toBeUndefined()
    expect(nginxGeoCountry({ DEPLOY_HOST: 'nginx' })).toBeUndefined()
    expect(
      nginxGeoCountry({ DEPLOY_HOST: 'nginx', VITE_GEO_URL: '/api/geo', NGINX_GEO_COUNTRY: '$geoip2_country_code' }),
    ).toBe('$geoip2_country_code')
    expect(() => nginxGeoCountry({ DEPLOY_HOST: 'nginx', NGINX_GEO_COUNTRY: '$geoip2_country_code' })).toThrow(
      /NginxGeoLookup.*does not ask \/api\/geo/s,
    )
    expect(() => nginxGeoCountry({ DEPLOY_HOST: 'nginx', VITE_GEO_URL: '/api/geo' })).toThrow(
      /NginxGeoLookup.*nothing answers there/s,
    )
    expect(() =>
      nginxGeoCountry({ DEPLOY_HOST: 'nginx', VITE_GEO_URL: '/api/geo', NGINX_GEO_COUNTRY: 'geoip2; return 200' }),
    ).toThrow(/NginxGeoCountry/)
  })
})
