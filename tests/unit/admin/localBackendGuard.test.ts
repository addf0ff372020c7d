/**
 * The guard in front of decap-server during `npm run cms` (scripts/admin/localBackendGuard.ts):
 * which requests it forwards. The same checks against the running dev server: tests/integration/cms.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { bodyDecision, contentPathProblem, requestDecision } from '../../../scripts/admin/localBackendGuard'
import { localBackendPath } from '../../../src/admin/localBackendAddress'

const policy = { port: 5173, secret: 'k'.repeat(43) }
const editor = {
  method: 'POST',
  url: localBackendPath(policy.secret),
  host: '127.0.0.1:5173',
  origin: 'http://127.0.0.1:5173',
}
const body = (action: string, params: Record<string, unknown>) => JSON.stringify({ action, params })

describe('requests to the local back end', () => {
  it('forwards the editor’s own request, under either loopback name', () => {
    expect(requestDecision(editor, policy)).toEqual({ kind: 'forward' })
    expect(requestDecision({ ...editor, host: 'localhost:5173', origin: 'http://localhost:5173' }, policy)).toEqual({
      kind: 'forward',
    })
  })

  it('security 2026-11-27 H1: refuses a rebound host name, another port, another site and a missing Origin', () => {
    expect(
      requestDecision(
        { ...editor, host: 'rebind.attacker.example:5173', origin: 'http://rebind.attacker.example:5173' },
        policy,
      ),
    ).toMatchObject({ kind: 'refuse', status: 403 })
    expect(requestDecision({ ...editor, host: '127.0.0.1:8081' }, policy)).toMatchObject({
      kind: 'refuse',
      status: 403,
    })
    expect(requestDecision({ ...editor, origin: 'https://attacker.example' }, policy)).toMatchObject({
      kind: 'refuse',
      status: 403,
    })
    expect(requestDecision({ ...editor, origin: 'null' }, policy)).toMatchObject({ kind: 'refuse', status: 403 })
    expect(requestDecision({ ...editor, origin: undefined }, policy)).toMatchObject({ kind: 'refuse', status: 403 })
  })

  it('refuses an address without this run’s key, and anything but POST', () => {
    for (const url of [
      '/__decap/api/v1',
      `/__decap/${'x'.repeat(43)}/api/v1`,
      `/__decap/${policy.secret}x/api/v1`,
      `/__decap/${policy.secret}/api/v2`,
    ])
      expect(requestDecision({ ...editor, url }, policy), url).toMatchObject({ kind: 'refuse', status: 404 })
    expect(requestDecision({ ...editor, method: 'GET' }, policy)).toMatchObject({ kind: 'refuse', status: 405 })
  })
})

describe('what the local back end may read and write', () => {
  it('allows posts, their images, locale files and uploads', () => {
    expect(contentPathProblem('src/content/blog/ss7/index.de.md', 'file')).toBeNull()
    expect(contentPathProblem('src/content/blog/ss7/figure.PNG', 'file')).toBeNull()
    expect(contentPathProblem('locales/fr/home.json', 'file')).toBeNull()
    expect(contentPathProblem('public/uploads/team.webp', 'file')).toBeNull()
    expect(contentPathProblem('src/content/blog', 'folder')).toBeNull()
    expect(contentPathProblem('/src/content/blog/ss7/', 'folder')).toBeNull()
  })

  it('allows the glossary’s entries (a second collection), and no other kind of file in its folder', () => {
    expect(contentPathProblem('src/content/glossary/ml-kem/index.fr.md', 'file')).toBeNull()
    expect(contentPathProblem('src/content/glossary', 'folder')).toBeNull()
    expect(contentPathProblem('src/content/glossary/ml-kem/diagram.svg', 'file')).not.toBeNull()
    expect(contentPathProblem('src/content/glossary/../blog/x/run.ts', 'file')).not.toBeNull()
  })

  it.each([
    ['.env', 'file'],
    ['vite.config.ts', 'file'],
    ['src/content/blog/../../../vite.config.ts', 'file'],
    ['src/content/blog/ss7/../../../../.env', 'file'],
    ['src/content/blog/x/run.ts', 'file'],
    ['src/content/blog/.git/config.md', 'file'],
    ['locales/en/home.js', 'file'],
    ['locales\\..\\vite.config.ts', 'file'],
    ['/etc/passwd', 'file'],
    ['C:/Windows/win.ini', 'file'],
    ['src/content/blogger/x.md', 'file'],
    ['src/content', 'folder'],
    ['', 'folder'],
    [42, 'file'],
  ] as const)('refuses %j', (path, kind) => {
    expect(contentPathProblem(path, kind)).not.toBeNull()
  })

  it('checks every path an action names, and knows only the editor’s actions', () => {
    expect(
      bodyDecision(
        body('persistEntry', {
          entry: { path: 'src/content/blog/a/index.en.md' },
          assets: [{ path: 'src/content/blog/a/f.png' }],
        }),
      ),
    ).toEqual({ kind: 'forward' })
    expect(
      bodyDecision(
        body('persistEntry', {
          dataFiles: [
            { path: 'src/content/blog/a/index.en.md' },
            { path: 'src/content/blog/a/index.es.md', newPath: 'vite.config.ts' },
          ],
          assets: [],
        }),
      ),
    ).toMatchObject({ kind: 'refuse', status: 403 })
    expect(
      bodyDecision(
        body('persistEntry', { entry: { path: 'src/content/blog/a/index.en.md' }, assets: [{ path: 'package.json' }] }),
      ),
    ).toMatchObject({ kind: 'refuse', status: 403 })
    expect(bodyDecision(body('deleteFiles', { paths: 'package.json' }))).toMatchObject({ kind: 'refuse', status: 403 })
    expect(bodyDecision(body('getMedia', { mediaFolder: 'public/uploads' }))).toEqual({ kind: 'forward' })
    expect(bodyDecision(body('info', {}))).toEqual({ kind: 'forward' })
    expect(bodyDecision(body('runShell', {}))).toMatchObject({ kind: 'refuse', status: 422 })
    expect(bodyDecision(body('constructor', {}))).toMatchObject({ kind: 'refuse', status: 422 })
    expect(bodyDecision('not json')).toMatchObject({ kind: 'refuse', status: 422 })
  })
})
