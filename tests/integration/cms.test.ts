/**
 * `npm run cms` on a temporary copy of the project: the editor at /admin/ with its own headers,
 * decap-server on a private socket behind the dev server's guard, and a post saved through that
 * guard (the request the editor sends when it publishes) shown by the dev server without a build.
 * The guard is what keeps a web page out (security review 2026-11-27, H1): a request under a
 * rebound host name, from another site, without this run's key, or for a file outside the content
 * folders is refused before decap-server sees it.
 */
import { request } from 'node:http'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, chromiumExecutable } from '../../scripts/tools/browserPath'
import { startCms, type Cms } from '../../scripts/admin/startCms'
import { projectRoot } from '../../scripts/shared/projectPaths'
import { copyProject } from '../../scripts/tools/projectCopy'

const sitePort = Number(process.env.CMS_DEV_TEST_PORT ?? 4415)
const slug = 'ss7-interception-explained'
const postPath = `src/content/blog/${slug}/index.en.md`
const own = { host: `127.0.0.1:${sitePort}`, origin: `http://127.0.0.1:${sitePort}` }

let copy = ''
let cms: Cms | undefined
const inheritedOrigin = process.env.ORIGIN

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A request sent exactly as written (fetch() would not let a test choose the Host header). */
function send(options: {
  path: string
  method?: string
  headers?: Record<string, string>
  body?: string
  socketPath?: string
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        ...(options.socketPath ? { socketPath: options.socketPath } : { host: '127.0.0.1', port: sitePort }),
        path: options.path,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

/** A call to decap-server's API through the dev server's guard, by default as the editor makes it. */
function decap(
  action: string,
  params: Record<string, unknown> = {},
  headers: Partial<typeof own> = {},
  path = new URL(cms!.proxyUrl).pathname,
): Promise<Answer> {
  const body = JSON.stringify({ action, params })
  return send({
    path,
    method: 'POST',
    headers: {
      Host: headers.host ?? own.host,
      Origin: headers.origin ?? own.origin,
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
    },
    body,
  })
}

/**
 * A figure as an attacker would commit it (security review 2026-12-01, SEC-6): opened as a page on
 * the dev server, its script reads the editor's key, marks the page with it and asks the editor's
 * API to write a file holding it.
 */
const hostileSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/><script>
const key = localStorage.getItem('vaultline-cms-local-key')
document.documentElement.setAttribute('data-ran', 'yes')
document.documentElement.setAttribute('data-key', String(key))
fetch('/__decap/' + key + '/api/v1', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ action: 'persistEntry', params: { branch: 'main', assets: [], options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
    dataFiles: [{ slug: 'pwned', path: 'locales/en/pwned.json', raw: JSON.stringify({ key }) }] } }),
}).then((answer) => document.documentElement.setAttribute('data-wrote', String(answer.status)))
</script></svg>`
const hostileFigures = ['public/uploads/figure.svg', `src/content/blog/${slug}/figure.svg`]

beforeAll(async () => {
  copy = copyProject('vaultline-cms-')
  for (const file of hostileFigures) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    writeFileSync(join(copy, file), hostileSvg)
  }
  // What the review found: decap-server took ORIGIN from the shell and from the project's .env.
  process.env.ORIGIN = 'https://attacker.example'
  writeFileSync(join(copy, '.env'), 'ORIGIN=https://attacker.example\nTURNSTILE_SECRET_KEY=not-for-web-pages\n')
  // The editor's bundle depends on code only, so the working tree's cache of it serves every copy.
  cms = await startCms({
    projectRoot: copy,
    port: sitePort,
    logLevel: 'error',
    editorCacheDir: join(projectRoot, '.tmp', 'cache', 'cms-editor'),
  })
  await cms.editorReady
}, 300_000)

// A limit, not a measurement: closing Vite and decap-server has taken over ten seconds on a busy machine.
afterAll(async () => {
  await cms?.close()
  if (inheritedOrigin === undefined) delete process.env.ORIGIN
  else process.env.ORIGIN = inheritedOrigin
  if (copy) rmSync(copy, { recursive: true, force: true })
}, 60_000)

describe('npm run cms', { timeout: 60_000 }, () => {
  it('prints the editor’s address with this run’s key, and serves the editor with its own headers, reaching decap-server on its own origin', async () => {
    expect(cms!.editorUrl).toBe(`http://127.0.0.1:${sitePort}/admin/?key=${cms!.key}`)
    expect(cms!.key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const response = await fetch(cms!.editorUrl)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<script type="module"')
    // The page is the same for everyone: the key is in the address the terminal printed, never in the page.
    expect(html).not.toContain(cms!.key)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("connect-src 'self' blob:;")
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  })

  it('gives the previews the copy as it is now, and nothing outside locales/', async () => {
    const file = join(copy, 'locales', 'de', 'home.json')
    const copyNow = JSON.parse(readFileSync(file, 'utf8')) as { hero: { title: string } }
    copyNow.hero.title = 'Vertrauliche Gespräche, geprüft in der Vorschau'
    writeFileSync(file, JSON.stringify(copyNow))
    const served = await fetch(new URL('/admin/locales/de/home.json', cms!.siteUrl))
    expect(served.status).toBe(200)
    expect(((await served.json()) as { hero: { title: string } }).hero.title).toBe(
      'Vertrauliche Gespräche, geprüft in der Vorschau',
    )
    // Sent as written (fetch() would resolve dots itself); plain dots leave /admin/ before this handler sees them.
    for (const escape of [
      '/admin/locales/..%2f..%2fpackage.json',
      '/admin/locales/%2e%2e%2f%2e%2e%2fpackage.json',
      '/admin/locales/de%2f..%2f..%2f..%2fpackage.json',
    ])
      expect((await send({ path: escape, headers: { Host: own.host } })).status).toBe(404)
  })

  it('runs decap-server on a socket only this user can open, with an environment of its own', async () => {
    expect(statSync(cms!.decapSocket).isSocket()).toBe(true)
    expect(statSync(dirname(cms!.decapSocket)).mode & 0o077).toBe(0)
    const info = await decap('info')
    expect(info.status).toBe(200)
    expect(JSON.parse(info.body)).toMatchObject({ type: 'local_fs' })
    // Neither the shell's ORIGIN nor the project's .env reached its CORS allow-list.
    const direct = await send({
      socketPath: cms!.decapSocket,
      path: '/api/v1',
      method: 'POST',
      headers: { Host: 'localhost', Origin: 'https://attacker.example', 'Content-Type': 'application/json' },
      body: '{"action":"info"}',
    })
    expect(direct.headers['access-control-allow-origin']).not.toBe('https://attacker.example')
    expect(
      (
        await send({
          socketPath: cms!.decapSocket,
          path: '/api/v1',
          method: 'POST',
          headers: { Host: 'localhost', Origin: own.origin, 'Content-Type': 'application/json' },
          body: '{"action":"info"}',
        })
      ).headers['access-control-allow-origin'],
    ).toBe(own.origin)
  })

  it('security 2026-11-27 H1: refuses a page that rebinds its host name to 127.0.0.1, with or without the key', async () => {
    for (const path of [new URL(cms!.proxyUrl).pathname, '/admin/']) {
      const answer =
        path === '/admin/'
          ? await send({ path, headers: { Host: `rebind.attacker.example:${sitePort}` } })
          : await decap(
              'getEntry',
              { branch: 'main', path: '.env' },
              { host: `rebind.attacker.example:${sitePort}`, origin: `http://rebind.attacker.example:${sitePort}` },
            )
      expect(answer.status, `${path}: ${answer.body}`).toBe(403)
      expect(answer.body).not.toContain('TURNSTILE_SECRET_KEY')
    }
  })

  it('refuses another site’s page, a request without an Origin, and an address without this run’s key', async () => {
    const foreign = await decap('getEntry', { branch: 'main', path: postPath }, { origin: 'https://attacker.example' })
    expect([foreign.status, foreign.body]).toEqual([
      403,
      'Origin "https://attacker.example" is not this dev server\'s.',
    ])
    const body = '{"action":"info"}'
    expect(
      (
        await send({
          path: new URL(cms!.proxyUrl).pathname,
          method: 'POST',
          headers: { Host: own.host, 'Content-Type': 'application/json' },
          body,
        })
      ).status,
    ).toBe(403)
    for (const path of [
      '/__decap/api/v1',
      '/__decap//api/v1',
      `/__decap/${'A'.repeat(43)}/api/v1`,
      `/__decap/${cms!.key.slice(1)}/api/v1`,
    ]) {
      const answer = await decap('info', {}, {}, path)
      expect(answer.status, path).toBe(404)
    }
  })

  it('refuses to read or write anything but posts, locale files and uploads', async () => {
    const config = readFileSync(join(copy, 'vite.config.ts'), 'utf8')
    const attempts: [string, Record<string, unknown>][] = [
      ['getEntry', { branch: 'main', path: '.env' }],
      [
        'persistEntry',
        {
          branch: 'main',
          entry: { slug: 'x', path: 'vite.config.ts', raw: 'import "node:child_process"' },
          assets: [],
          options: { collectionName: 'blog', useWorkflow: false },
        },
      ],
      [
        'persistEntry',
        {
          branch: 'main',
          dataFiles: [{ slug: 'x', path: 'src/content/blog/../../../vite.config.ts', raw: 'x' }],
          assets: [],
          options: {},
        },
      ],
      [
        'persistEntry',
        {
          branch: 'main',
          entry: { slug, path: postPath, raw: '---\n---\n' },
          assets: [{ path: 'scripts/build.ts', content: 'eA==', encoding: 'base64' }],
          options: {},
        },
      ],
      [
        'persistMedia',
        { branch: 'main', asset: { path: 'src/content/blog/x/run.ts', content: 'eA==', encoding: 'base64' } },
      ],
      ['entriesByFolder', { branch: 'main', folder: 'scripts', extension: 'ts', depth: 1 }],
      ['deleteFiles', { branch: 'main', paths: ['package.json'] }],
    ]
    for (const [action, params] of attempts) {
      const answer = await decap(action, params)
      expect(answer.status, `${action} ${JSON.stringify(params)}: ${answer.body}`).toBe(403)
    }
    expect(readFileSync(join(copy, 'vite.config.ts'), 'utf8')).toBe(config)
    expect(existsSync(join(copy, 'scripts', 'build.ts'))).toBe(true)
    expect(existsSync(join(copy, 'package.json'))).toBe(true)
  })

  it('saves a post through the guard and shows it on the next request, without a build', async () => {
    const raw = readFileSync(join(copy, postPath), 'utf8').replace(
      /^title: .*$/m,
      'title: "SS7 interception, as saved in the content editor"',
    )
    const saved = await decap('persistEntry', {
      branch: 'main',
      entry: { slug, path: postPath, raw },
      assets: [],
      options: { collectionName: 'blog', commitMessage: 'Update post', useWorkflow: false, status: 'draft' },
    })
    expect(saved.status, saved.body).toBe(200)
    expect(readFileSync(join(copy, postPath), 'utf8')).toBe(raw)
    const started = performance.now()
    let html = ''
    while (performance.now() - started < 30_000) {
      html = await (await fetch(new URL(`/post/${slug}`, cms!.siteUrl))).text()
      if (html.includes('SS7 interception, as saved in the content editor')) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(html).toContain(
      '<h1 class="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">SS7 interception, as saved in the content editor</h1>',
    )
    // Nothing was built: the copy has no dist/.
    expect(existsSync(join(copy, 'dist'))).toBe(false)
  })
})

describe('a figure committed to the repository, opened on the dev server', { timeout: 120_000 }, () => {
  it('SEC-6: runs none of its script in Chromium: it cannot read the editor’s key nor write a file', async () => {
    const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
    try {
      const page = await browser.newPage()
      // The editor opened once with the printed address, as the terminal says: it keeps the key.
      await page.goto(cms!.editorUrl, { waitUntil: 'domcontentloaded' })
      await page.waitForFunction(() => localStorage.getItem('vaultline-cms-local-key') !== null)
      const decapRequests: string[] = []
      page.on('request', (sent) => {
        if (sent.url().includes('/__decap/')) decapRequests.push(sent.url())
      })
      for (const file of hostileFigures) {
        const path = file.startsWith('public/') ? file.slice('public'.length) : `/${file}`
        const response = await page.goto(new URL(path, cms!.siteUrl).href, { waitUntil: 'load' })
        expect(response?.status(), path).toBe(200)
        // Still shown: the figure is an image the browser draws.
        expect(await page.locator('rect').count(), path).toBe(1)
        const marks = await page.evaluate(() =>
          ['data-ran', 'data-key', 'data-wrote'].map((name) => document.documentElement.getAttribute(name)),
        )
        expect(marks, path).toEqual([null, null, null])
        expect(response?.headers()['content-security-policy'], path).toMatch(/^sandbox;/)
      }
      // Whatever a script did, it did before the page finished loading and its requests ended.
      await page.waitForLoadState('networkidle')
      expect(decapRequests).toEqual([])
      expect(existsSync(join(copy, 'locales', 'en', 'pwned.json'))).toBe(false)
      // The site's pages and the editor are not made inert: they run their scripts.
      for (const path of ['/', `/post/${slug}`, '/admin/'])
        expect(
          (await fetch(new URL(path, cms!.siteUrl))).headers.get('content-security-policy') ?? '',
          path,
        ).not.toMatch(/sandbox/)
    } finally {
      await browser.close()
    }
  })
})
