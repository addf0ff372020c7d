/**
 * What stands between a web page and decap-server during `npm run cms` (security review
 * 2026-11-27, H1). decap-server reads and writes any file of the project for whoever reaches it
 * and checks no Host header, so a page that rebinds its host name to 127.0.0.1 could read `.env`
 * and rewrite `vite.config.ts`, which the dev server then runs. So decap-server listens on no TCP
 * port at all (a socket in a private folder, scripts/admin/decapServer.ts), and the dev server
 * forwards to it only a request that passes every check here:
 *
 * - the Host is the dev server's own on the loopback address (`127.0.0.1:<port>`, `localhost:<port>`):
 *   a rebound name (`attacker.example:<port>`) is refused;
 * - the Origin is the dev server's: another site's page is refused, and so is a request without one
 *   (browsers send it with every POST);
 * - the path carries this run's secret, which only the editor's page learns;
 * - the action is one the editor uses, and every path it names lies in a content folder (posts,
 *   locale files, uploads) and has a content file's extension: never code, `.env` or `.git`.
 *
 * Pure: the decisions are returned, the plugin acts on them (scripts/admin/editorPlugin.ts).
 */
import { timingSafeEqual } from 'node:crypto'
import { posix } from 'node:path'
import { editorContentFolders } from '../../src/admin/cmsConfig'
import { localBackendPrefix } from '../../src/admin/localBackendAddress'

/** The dev server this run of `npm run cms` answers on, and its secret. */
export interface LocalBackendPolicy {
  port: number
  secret: string
}

export type Refusal = { kind: 'refuse'; status: 403 | 404 | 405 | 422; reason: string }
export type Decision = { kind: 'forward' } | Refusal

const loopbackNames = ['127.0.0.1', 'localhost'] as const

/** The hosts and origins of the dev server itself. */
function ownHosts(port: number): string[] {
  return loopbackNames.map((name) => `${name}:${port}`)
}

export function ownOrigins(port: number): string[] {
  return ownHosts(port).map((host) => `http://${host}`)
}

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Whether a request reaches the dev server under its own name: a rebound host name never does. */
export function hostIsOwn(host: string | undefined, port: number): boolean {
  return host !== undefined && ownHosts(port).includes(host.toLowerCase())
}

/** The checks that need no body: host, origin, method, secret. */
export function requestDecision(
  request: { method?: string; url?: string; host?: string; origin?: string },
  policy: LocalBackendPolicy,
): Decision {
  if (!hostIsOwn(request.host, policy.port))
    return {
      kind: 'refuse',
      status: 403,
      reason: `Host "${request.host ?? ''}" is not this dev server (${ownHosts(policy.port).join(' or ')}).`,
    }
  if (!request.origin || !ownOrigins(policy.port).includes(request.origin))
    return { kind: 'refuse', status: 403, reason: `Origin "${request.origin ?? ''}" is not this dev server's.` }
  const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
  const given = pathname.startsWith(localBackendPrefix)
    ? pathname.slice(localBackendPrefix.length).replace(/\/api\/v1$/, '')
    : ''
  if (!given || !pathname.endsWith('/api/v1') || !sameSecret(given, policy.secret))
    return {
      kind: 'refuse',
      status: 404,
      reason: "Not found: this is not the editor's address for this run of npm run cms.",
    }
  if (request.method !== 'POST') return { kind: 'refuse', status: 405, reason: "The editor's API takes POST only." }
  return { kind: 'forward' }
}

const imageExtensions = ['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.svg']

/** Each content folder and the files it may hold. */
const contentFolders: { folder: string; extensions: readonly string[] }[] = [
  { folder: editorContentFolders.posts, extensions: ['.md', ...imageExtensions] },
  { folder: editorContentFolders.glossary, extensions: ['.md'] },
  { folder: editorContentFolders.locales, extensions: ['.json'] },
  { folder: editorContentFolders.uploads, extensions: imageExtensions },
]

/** A path as written, if it is a plain relative path with no way out (`..`), no dot-file and no odd characters; else null. */
function plainPath(path: unknown): string | null {
  if (typeof path !== 'string' || path === '' || path.length > 400) return null
  if (/[\\\0]/.test(path) || /^[a-zA-Z]:/.test(path)) return null
  const trimmed = path.replace(/^\/+/, '').replace(/\/+$/, '')
  if (posix.normalize(trimmed) !== trimmed) return null
  const segments = trimmed.split('/')
  return segments.every((segment) => segment !== '' && !segment.startsWith('.')) ? trimmed : null
}

/** Why a path named by the editor is refused, or null when it is content: a folder of content, or a content file in one. */
export function contentPathProblem(path: unknown, kind: 'file' | 'folder'): string | null {
  const plain = plainPath(path)
  if (plain === null) return `"${String(path)}" is not a plain path inside the project.`
  const area = contentFolders.find(({ folder }) => plain === folder || plain.startsWith(`${folder}/`))
  if (!area)
    return `"${plain}" is outside the content folders (${contentFolders.map(({ folder }) => folder).join(', ')}).`
  if (kind === 'file' && !area.extensions.includes(posix.extname(plain).toLowerCase()))
    return `"${plain}" is not a content file (${area.extensions.join(' ')} in ${area.folder}).`
  return null
}

type Params = Record<string, unknown>
const list = (value: unknown): Params[] => (Array.isArray(value) ? (value as Params[]) : [])
const object = (value: unknown): Params => (value && typeof value === 'object' ? (value as Params) : {})

/** The paths each action of Decap's proxy protocol names: files and folders. Actions the editor never sends are not listed. */
const pathsOf: Record<string, (params: Params) => { files: unknown[]; folders: unknown[] }> = {
  info: () => ({ files: [], folders: [] }),
  getDeployPreview: () => ({ files: [], folders: [] }),
  entriesByFolder: (p) => ({ files: [], folders: [p.folder] }),
  entriesByFiles: (p) => ({ files: list(p.files).map((file) => object(file).path), folders: [] }),
  getEntry: (p) => ({ files: [p.path], folders: [] }),
  persistEntry: (p) => ({
    files: [
      ...(p.entry ? [object(p.entry).path, ...(object(p.entry).newPath ? [object(p.entry).newPath] : [])] : []),
      ...list(p.dataFiles).flatMap((file) => [
        object(file).path,
        ...(object(file).newPath ? [object(file).newPath] : []),
      ]),
      ...list(p.assets).map((asset) => object(asset).path),
    ],
    folders: [],
  }),
  getMedia: (p) => ({ files: [], folders: [p.mediaFolder] }),
  getMediaFile: (p) => ({ files: [p.path], folders: [] }),
  persistMedia: (p) => ({ files: [object(p.asset).path], folders: [] }),
  deleteFile: (p) => ({ files: [p.path], folders: [] }),
  deleteFiles: (p) => ({ files: Array.isArray(p.paths) ? p.paths : [undefined], folders: [] }),
}

/** The check of the body: a known action whose every path is content. */
export function bodyDecision(body: string): Decision {
  let parsed: { action?: unknown; params?: unknown }
  try {
    parsed = JSON.parse(body) as typeof parsed
  } catch {
    return { kind: 'refuse', status: 422, reason: 'The body is not JSON.' }
  }
  const action = typeof parsed?.action === 'string' ? parsed.action : ''
  const paths = Object.hasOwn(pathsOf, action) ? pathsOf[action]!(object(parsed.params)) : null
  if (!paths) return { kind: 'refuse', status: 422, reason: `"${action}" is not an action the editor sends.` }
  const problems = [
    ...paths.files.map((path) => contentPathProblem(path, 'file')),
    ...paths.folders.map((path) => contentPathProblem(path, 'folder')),
  ].filter((problem) => problem !== null)
  return problems.length > 0
    ? { kind: 'refuse', status: 403, reason: `Refused: ${problems.join(' ')}` }
    : { kind: 'forward' }
}
