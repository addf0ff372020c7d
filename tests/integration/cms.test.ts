/**
 * `npm run cms` on a temporary copy of the project: the editor at /admin/ with its own CSP,
 * decap-server answering on 127.0.0.1 only, and a post saved through decap-server (the request
 * the editor sends when it publishes) shown by the dev server without a build.
 */
import { request } from 'node:http'
import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCms, type Cms } from '../../scripts/admin/startCms'
import { projectRoot } from '../../scripts/content/projectPaths'
import { copyProject } from '../../scripts/tools/projectCopy'

const sitePort = Number(process.env.CMS_DEV_TEST_PORT ?? 4415)
const proxyPort = sitePort + 1
const slug = 'ss7-interception-explained'
const postPath = `src/content/blog/${slug}/index.en.md`

let copy = ''
let cms: Cms | undefined

function decap(action: string, params: Record<string, unknown> = {}): Promise<Response> {
  return fetch(cms!.proxyUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action, params }) })
}

/** The status the dev server answers for a request path exactly as written. */
function statusOf(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(cms!.siteUrl)
    request({ host: url.hostname, port: url.port, path }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
      .on('error', reject)
      .end()
  })
}

/** Whether something accepts a TCP connection on host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

beforeAll(async () => {
  copy = copyProject('vaultline-cms-')
  // The editor's bundle depends on code only, so the working tree's cache of it serves every copy.
  cms = await startCms({ projectRoot: copy, port: sitePort, proxyPort, logLevel: 'error', editorCacheDir: join(projectRoot, '.tmp', 'cache', 'cms-editor') })
}, 300_000)

afterAll(async () => {
  await cms?.close()
  if (copy) rmSync(copy, { recursive: true, force: true })
})

describe('npm run cms', { timeout: 60_000 }, () => {
  it('serves the editor at /admin/ with its own policy, allowed to reach decap-server', async () => {
    const response = await fetch(cms!.editorUrl)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<script type="module"')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain(`connect-src 'self' blob: http://127.0.0.1:${proxyPort}`)
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  })

  it('gives the previews the copy as it is now, and nothing outside locales/', async () => {
    const file = join(copy, 'locales', 'de', 'home.json')
    const copyNow = JSON.parse(readFileSync(file, 'utf8')) as { hero: { title: string } }
    copyNow.hero.title = 'Vertrauliche Gespräche, geprüft in der Vorschau'
    writeFileSync(file, JSON.stringify(copyNow))
    const served = await fetch(new URL('locales/de/home.json', cms!.editorUrl))
    expect(served.status).toBe(200)
    expect(((await served.json()) as { hero: { title: string } }).hero.title).toBe('Vertrauliche Gespräche, geprüft in der Vorschau')
    // Sent as written (fetch() would resolve dots itself); plain dots leave /admin/ before this handler sees them.
    for (const escape of ['/admin/locales/..%2f..%2fpackage.json', '/admin/locales/%2e%2e%2f%2e%2e%2fpackage.json', '/admin/locales/de%2f..%2f..%2f..%2fpackage.json']) expect(await statusOf(escape)).toBe(404)
  })

  it('runs decap-server on 127.0.0.1 only, over the copy', async () => {
    expect(new URL(cms!.proxyUrl).hostname).toBe('127.0.0.1')
    const info = await decap('info')
    expect(info.status).toBe(200)
    expect(await info.json()).toMatchObject({ type: 'local_fs' })
    const outside = Object.values(networkInterfaces()).flat().find((address) => address && address.family === 'IPv4' && !address.internal)
    if (outside) expect(await accepts(outside.address, proxyPort), `decap-server must not listen on ${outside.address}`).toBe(false)
  })

  it('shows a post saved through decap-server on the next request, without a build', async () => {
    const raw = readFileSync(join(copy, postPath), 'utf8').replace(/^title: .*$/m, 'title: "SS7 interception, as saved in the content editor"')
    const saved = await decap('persistEntry', { branch: 'main', entry: { slug, path: postPath, raw }, assets: [], options: { collectionName: 'blog', commitMessage: 'Update post', useWorkflow: false, status: 'draft' } })
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect(readFileSync(join(copy, postPath), 'utf8')).toBe(raw)
    const started = performance.now()
    let html = ''
    while (performance.now() - started < 30_000) {
      html = await (await fetch(new URL(`/post/${slug}`, cms!.siteUrl))).text()
      if (html.includes('SS7 interception, as saved in the content editor')) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(html).toContain('<h1 class="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">SS7 interception, as saved in the content editor</h1>')
    // Nothing was built: the copy has no dist/.
    expect(existsSync(join(copy, 'dist'))).toBe(false)
  })
})
