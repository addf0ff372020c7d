/**
 * Serves the editor's own output (dist-cms/) the way its Pages project does: every file with the
 * headers its `_headers` gives the path (parsed as the site's local server parses the site's), and
 * /oauth/* answered by the same function code as functions/oauth/ (src/edge/cmsOAuth.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join } from 'node:path'
import { headersForPath, parseHeadersFile } from '../../src/hosting/headersFormat'
import { contentTypes, findFile } from '../../scripts/tools/staticFiles'
import { cmsOAuthResponse, settingsFrom } from '../../src/edge/cmsOAuth'

export interface EditorOriginServer {
  server: Server
  /** Replaces a header on the editor's pages, to show what a wrong one does (null: as _headers says). */
  overrideHeader(name: string, value: string | null): void
}

export function startEditorOriginServer({
  dir,
  port,
  env,
}: {
  dir: string
  port: number
  env: Record<string, string>
}): Promise<EditorOriginServer> {
  const blocks = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'))
  const settings = settingsFrom(env)
  const overrides = new Map<string, string>()
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
    if (url.pathname.startsWith('/oauth/')) {
      void cmsOAuthResponse(
        new Request(url, { method: request.method, headers: request.headers as Record<string, string> }),
        settings,
      ).then(async (answer) => {
        response.writeHead(answer.status, Object.fromEntries(answer.headers))
        response.end(Buffer.from(await answer.arrayBuffer()))
      })
      return
    }
    const headers = { ...headersForPath(blocks, url.pathname), ...Object.fromEntries(overrides) }
    const file = findFile(dir, url.pathname)
    if (!file || url.pathname.startsWith('/_headers')) {
      response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    response.writeHead(200, { ...headers, 'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream' })
    response.end(request.method === 'HEAD' ? undefined : readFileSync(file))
  })
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} holds no editor: run npm run build:test.`)
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        server,
        overrideHeader: (name, value) => (value === null ? overrides.delete(name) : overrides.set(name, value)),
      }),
    ),
  )
}
