/**
 * `npm run cms`: serves the built content editor (scripts/admin/buildEditor.ts) at /admin/ from
 * the dev server, with the editor's own headers (scripts/hosting/headers.ts), and forwards the
 * editor's requests for decap-server to its private socket once they pass the guard
 * (scripts/admin/localBackendGuard.ts). Both answer only to the dev server's own host name, so a
 * page that rebinds its name to 127.0.0.1 gets nothing from either.
 */
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, extname } from 'node:path'
import type { Plugin } from 'vite'
import { editorPath } from '../../routes.config'
import { localBackendPrefix } from '../../src/admin/localBackendAddress'
import { isEditorPath } from '../../src/routing/editorLink'
import { editorHeaders } from '../hosting/headers'
import { contentTypes, findFile } from '../tools/staticFiles'
import { sourceHistory } from '../content/sourceHistory'
import { readTranslationReport } from '../content/translationStatus'
import { askDecap } from './decapServer'
import { statusDocumentFile, translationStatusFiles } from './translationStatusFiles'
import { bodyDecision, hostIsOwn, requestDecision, type LocalBackendPolicy, type Refusal } from './localBackendGuard'

export interface EditorPluginOptions {
  /** The folder buildEditor wrote into: it holds admin/index.html and its assets. */
  outDir: string
  /** The project's locales/ folder: the previews read the copy as it is now, not as it was when the editor was built. */
  localesDir: string
  /** decap-server's socket, and the port and key the guard accepts. */
  backend: LocalBackendPolicy & { socketPath: string }
  /** Whether the editor is built into `outDir` yet (npm run cms builds it while the dev server starts). */
  ready?: () => boolean
}

/** /admin/ while the editor is being built: it says so and reloads itself (no script: the editor's CSP allows none inline). */
const preparingPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta http-equiv="refresh" content="3"><title>Preparing the content editor</title></head>
<body><h1>The content editor is being prepared</h1>
<p>The first start builds it, which takes about a minute; later starts take it from the cache. This page reloads itself when it is ready, at the same address.</p>
<p>The site preview already answers.</p>
</body>
</html>
`

/** The most a request to decap-server may carry (decap-server's own limit): a few large uploads. */
const bodyLimitBytes = 50 * 1024 * 1024

/** A file of the translation status below the editor's root (`translation-status/` is its index.html), made from the working tree now. */
function translationStatusFile(projectRoot: string, path: string): { path: string; text: string } | undefined {
  if (path !== statusDocumentFile && !path.startsWith('translation-status/')) return undefined
  const file = path.endsWith('/') ? `${path}index.html` : path
  const text = translationStatusFiles(projectRoot, readTranslationReport(projectRoot, sourceHistory(projectRoot))).get(
    file,
  )
  return text === undefined ? undefined : { path: file, text }
}

function refuse(response: ServerResponse, { status, reason }: Refusal): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  response.end(reason)
}

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > bodyLimitBytes) {
        resolve(null)
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', () => resolve(null))
  })
}

/** The guarded route to decap-server: every check, then the request as it came. */
async function forwardToDecap(
  request: IncomingMessage,
  response: ServerResponse,
  backend: EditorPluginOptions['backend'],
): Promise<void> {
  const decision = requestDecision(
    { method: request.method, url: request.url, host: request.headers.host, origin: request.headers.origin },
    backend,
  )
  if (decision.kind === 'refuse') return refuse(response, decision)
  const body = await readBody(request)
  if (!body)
    return refuse(response, {
      kind: 'refuse',
      status: 422,
      reason: `The request is larger than ${bodyLimitBytes / 1024 / 1024} MB.`,
    })
  const checked = bodyDecision(body.toString('utf8'))
  if (checked.kind === 'refuse') return refuse(response, checked)
  const answer = await askDecap(backend.socketPath, body)
  if (!answer)
    return refuse(response, {
      kind: 'refuse',
      status: 404,
      reason: 'decap-server does not answer (npm run cms stopped?).',
    })
  response.writeHead(answer.status, { 'Content-Type': answer.type, 'Cache-Control': 'no-store' })
  response.end(answer.body)
}

export function editorPlugin({ outDir, localesDir, backend, ready = () => true }: EditorPluginOptions): Plugin {
  // The editor's own headers, as the hosts serve them in production; it reaches decap-server on its own origin.
  const headers = editorHeaders([])
  return {
    name: 'vaultline:content-editor',
    apply: 'serve',
    configureServer(server) {
      // Before Vite's own middlewares and the page renderer: /admin/ is not a page of the site.
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
        const api = pathname.startsWith(localBackendPrefix)
        if (!api && !isEditorPath(pathname)) return next()
        // Vite refuses other host names before this too; the editor does not rely on it.
        if (!hostIsOwn(request.headers.host, backend.port))
          return refuse(response, {
            kind: 'refuse',
            status: 403,
            reason: `Host "${request.headers.host ?? ''}" is not this dev server.`,
          })
        if (api) return void forwardToDecap(request, response, backend).catch((error: unknown) => next(error))
        if (pathname === editorPath.replace(/\/$/, '')) {
          response.writeHead(301, { Location: editorPath })
          return response.end()
        }
        // The translation report and status pages, from the working tree as it is now.
        const status = translationStatusFile(dirname(localesDir), pathname.slice(editorPath.length))
        if (status !== undefined) {
          response.writeHead(200, {
            'Content-Type': contentTypes[extname(status.path)] ?? 'application/octet-stream',
            'Cache-Control': 'no-cache',
            ...headers,
          })
          return response.end(request.method === 'HEAD' ? undefined : status.text)
        }
        if (!ready()) {
          response.writeHead(503, {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-store',
            'Retry-After': '3',
            ...headers,
          })
          return response.end(preparingPage)
        }
        const localesPath = `${editorPath}locales/`
        const file = pathname.startsWith(localesPath)
          ? findFile(localesDir, pathname.slice(localesPath.length - 1))
          : findFile(outDir, pathname)
        if (!file) {
          response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
          return response.end(`Not found: ${pathname} is not part of the built editor.`)
        }
        response.writeHead(200, {
          'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
          ...headers,
        })
        response.end(request.method === 'HEAD' ? undefined : readFileSync(file))
      })
    },
  }
}
