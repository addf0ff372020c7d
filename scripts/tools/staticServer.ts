/**
 * Serves dist/ the way the production CDN does: redirects from _redirects with their status (query kept),
 * pages at their address in the site's URL form (src/hosting/urlForm.ts: `/threats/`; `/threats` and
 * `/threats/index.html` answer 301 to it), the per-language 404.html with status 404, on every
 * response the headers `_headers` gives its path, and the same-origin country lookup /api/geo as the
 * CDNs' functions answer it for a visitor whose country they do not know. Used by `npm start` and
 * by the browser tests.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { languages } from '../../routes.config'
import { sameOriginGeoUrl } from '../../src/config/buildVariants'
import { geoResponse } from '../../src/edge/geoResponse'
import { pageOfIndexFile } from '../../src/hosting/urlForm'
import { headersForPath, parseHeadersFile } from '../../src/hosting/headersFormat'
import { parseRedirectsFile } from '../../src/hosting/redirectsFormat'

export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.pf_meta': 'application/octet-stream',
}

const compressible = /^(text\/|application\/(json|xml)|image\/svg)/

function readRedirects(distDir: string): Map<string, { to: string; status: number }> {
  const file = join(distDir, '_redirects')
  const map = new Map<string, { to: string; status: number }>()
  if (!existsSync(file)) return map
  for (const { from, to, status } of parseRedirectsFile(readFileSync(file, 'utf8'))) {
    // Redirects only (Netlify's forced `301!` included); 404 rules are what this server does anyway.
    if ([301, 302, 307, 308].includes(status ?? 301)) map.set(from, { to, status: status ?? 301 })
  }
  return map
}

/** A path inside dist/, or null for anything that would escape it. */
function safeFile(distDir: string, pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const resolved = normalize(join(distDir, decoded))
  return resolved === distDir || resolved.startsWith(distDir + sep) ? resolved : null
}

/** The file a request path names in a folder (its index.html for a folder), or null when there is none or it would escape the folder. */
export function findFile(distDir: string, pathname: string): string | null {
  const base = safeFile(distDir, pathname)
  if (!base) return null
  for (const candidate of [base, join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

function notFoundPage(distDir: string, pathname: string): string {
  const first = pathname.split('/')[1] ?? ''
  const language = languages.find((l) => l !== 'en' && l === first)
  return join(distDir, language ? `${language}/404.html` : '404.html')
}

/**
 * /api/geo off the CDNs (this server, the dev server): the answer Cloudflare's and Netlify's
 * functions give for a visitor whose country they do not know, since this machine knows nobody's.
 */
export function answerUnknownCountry(response: ServerResponse): void {
  const answer = geoResponse(null)
  void answer.text().then((body) => response.writeHead(answer.status, Object.fromEntries(answer.headers)).end(body))
}

export function startStaticServer(options: { distDir: string; port: number; host?: string }): Promise<Server> {
  const { distDir, port, host = '127.0.0.1' } = options
  const redirects = readRedirects(distDir)
  const headersFile = join(distDir, '_headers')
  const headerBlocks = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []
  const server = createServer((request, response) => {
    try {
      handle(request, response)
    } catch (error) {
      console.error('[serve]', error)
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end('Internal error')
    }
  })
  function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    // Collapse leading slashes so "//evil.example" is a local path, never a host.
    const pathname = url.pathname.replace(/^\/+/, '/')
    for (const [name, value] of Object.entries(headersForPath(headerBlocks, pathname))) response.setHeader(name, value)
    if (pathname === sameOriginGeoUrl) return answerUnknownCountry(response)
    const redirect = redirects.get(pathname) ?? slashRedirect(pathname)
    if (redirect) {
      response.writeHead(redirect.status, { Location: `${redirect.to}${url.search}` })
      response.end()
      return
    }
    let file = findFile(distDir, pathname)
    const status = file ? 200 : 404
    file ??= notFoundPage(distDir, pathname)
    if (!existsSync(file)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end('Not found (and dist/ has no 404.html: run npm run build)')
      return
    }
    const type = contentTypes[extname(file)] ?? 'application/octet-stream'
    // Compressed like a CDN would, so size and speed measurements against this server are fair.
    const compress = compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    const body = compress ? gzipped(file) : readFileSync(file)
    response.writeHead(status, {
      'Content-Type': type,
      Vary: 'Accept-Encoding',
      ...(compress ? { 'Content-Encoding': 'gzip' } : {}),
    })
    response.end(request.method === 'HEAD' ? undefined : body)
  }
  /** What every CDN does by itself: `/threats` and `/threats/index.html` to `/threats/`, where threats/index.html is a page. */
  function slashRedirect(pathname: string): { to: string; status: number } | null {
    const page = pageOfIndexFile(pathname)
    if (page !== null && page !== '/') return { to: page, status: 301 }
    if (!pathname.endsWith('/') && !findFile(distDir, pathname) && findFile(distDir, `${pathname}/`))
      return { to: `${pathname}/`, status: 301 }
    return null
  }
  const gzipCache = new Map<string, Buffer>()
  const gzipped = (file: string) => {
    const { mtimeMs, size } = statSync(file)
    const key = `${file}|${mtimeMs}|${size}`
    let body = gzipCache.get(key)
    if (!body) gzipCache.set(key, (body = gzipSync(readFileSync(file))))
    return body
  }
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)))
}
