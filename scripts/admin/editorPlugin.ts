/**
 * `npm run cms`: serves the built content editor (scripts/admin/buildEditor.ts) at /admin/ from
 * the dev server, with the editor's own Content Security Policy (scripts/hosting/headers.ts), so
 * the editor and the pages it changes share one origin and one command.
 */
import { readFileSync } from 'node:fs'
import { extname } from 'node:path'
import type { Plugin } from 'vite'
import { editorPath } from '../../routes.config'
import { isEditorPath } from '../../src/routing/editorLink'
import { editorHeaders } from '../hosting/headers'
import { contentTypes, findFile } from '../tools/staticServer'

export interface EditorPluginOptions {
  /** The folder buildEditor wrote into: it holds admin/index.html and its assets. */
  outDir: string
  /** Origins the editor may call (the local decap-server), for its CSP. */
  backendOrigins: readonly string[]
  /** The project's locales/ folder: the previews read the copy as it is now, not as it was when the editor was built. */
  localesDir: string
}

export function editorPlugin({ outDir, backendOrigins, localesDir }: EditorPluginOptions): Plugin {
  // The editor's own headers, as the hosts serve them in production.
  const headers = editorHeaders(backendOrigins)
  return {
    name: 'vaultline:content-editor',
    apply: 'serve',
    configureServer(server) {
      // Before Vite's own middlewares and the page renderer: /admin/ is not a page of the site.
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
        if (!isEditorPath(pathname)) return next()
        if (pathname === editorPath.replace(/\/$/, '')) {
          response.writeHead(301, { Location: editorPath })
          return response.end()
        }
        const localesPath = `${editorPath}locales/`
        const file = pathname.startsWith(localesPath) ? findFile(localesDir, pathname.slice(localesPath.length - 1)) : findFile(outDir, pathname)
        if (!file) {
          response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
          return response.end(`Not found: ${pathname} is not part of the built editor.`)
        }
        response.writeHead(200, { 'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache', ...headers })
        response.end(request.method === 'HEAD' ? undefined : readFileSync(file))
      })
    },
  }
}
