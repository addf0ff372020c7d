/**
 * The dev server (`npm run dev`, `npm run cms`) serves any file of the working tree: an SVG in
 * public/uploads/ or beside a post, an HTML or XML file, a Markdown source. Opened as a page, such a
 * file would run its scripts on the dev server's origin, where the content editor keeps this run's
 * key and its API writes into the working tree: an SVG committed to the repository read the key and
 * wrote a file that way (security review 2026-12-01, SEC-6). So every response that is neither the
 * site's code (scripts, styles, JSON, fonts, WebAssembly), one of its pages nor the editor is sent
 * with `Content-Security-Policy: sandbox`: the browser shows it, runs none of its scripts, and gives
 * it an origin of its own, with no storage of the dev server's and an `Origin: null` on any request,
 * which the editor's guard refuses (scripts/admin/localBackendGuard.ts). An `<img>` is not affected:
 * a policy on an image applies only where it is opened as a document.
 */
import type { ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { editorPath } from '../../routes.config'
import { localBackendPrefix } from '../../src/admin/localBackendAddress'
import { isFilePath } from '../../src/hosting/urlForm'

/** What an inert file is sent with: shown, never run, on an origin of its own, and never sniffed into something else. */
const inertFileHeaders = {
  'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
} as const

/** Types the site's own code comes in: a browser runs none of them as a page. */
const codeTypes =
  /^(text\/javascript|application\/javascript|text\/css|application\/json|application\/wasm|font\/|text\/event-stream)/

/**
 * Whether a response of the dev server is a file to show inert: anything but code, the site's pages
 * (HTML at a page's address, which has no file extension) and the editor (its own policy, scripts/admin/editorPlugin.ts).
 */
export function servesInert(pathname: string, contentType: string | undefined): boolean {
  if (pathname.startsWith(editorPath) || pathname === editorPath.replace(/\/$/, '')) return false
  if (pathname.startsWith(localBackendPrefix)) return false
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (codeTypes.test(type)) return false
  if (type === 'text/html') return isFilePath(pathname)
  return true
}

/** The Content-Type a response is about to be sent with: given to writeHead, or set before. */
function contentTypeOf(response: ServerResponse, headers: unknown): string | undefined {
  if (Array.isArray(headers)) {
    // writeHead(status, ['Name', 'value', …]) or [['Name', 'value'], …]
    const flat = (headers as unknown[]).flat() as unknown[]
    for (let index = 0; index + 1 < flat.length; index += 2)
      if (String(flat[index]).toLowerCase() === 'content-type') return String(flat[index + 1])
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === 'content-type') return String(value)
  }
  const set = response.getHeader('content-type')
  return set === undefined ? undefined : String(set)
}

export function inertFilesPlugin(): Plugin {
  return {
    name: 'vaultline:inert-files',
    apply: 'serve',
    configureServer(server) {
      // Before Vite's own middlewares, which serve the files: the decision is taken as each response starts.
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
        const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
        // Every response starts here, also one that only calls end(): Node then calls writeHead itself.
        response.writeHead = ((...args: unknown[]) => {
          const headers = typeof args[1] === 'string' ? args[2] : args[1]
          // A 304 has no body and no type of its own: the browser keeps the headers it cached with the file.
          if (args[0] !== 304 && !response.headersSent && servesInert(pathname, contentTypeOf(response, headers)))
            for (const [name, value] of Object.entries(inertFileHeaders)) response.setHeader(name, value)
          return writeHead(...args)
        }) as typeof response.writeHead
        next()
      })
    },
  }
}
