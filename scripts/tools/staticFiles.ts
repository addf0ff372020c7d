/**
 * Files of a folder answered by the dev server's own routes (the content editor's built files and
 * locale files, the editor's stand-in origin in the tests). The built site itself is served by
 * Cloudflare's runtime (pagesDev.ts).
 */
import { existsSync, statSync } from 'node:fs'
import { join, normalize, sep } from 'node:path'

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
}

/** A path inside the folder, or null for anything that would escape it. */
function safeFile(dir: string, pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const resolved = normalize(join(dir, decoded))
  return resolved === dir || resolved.startsWith(dir + sep) ? resolved : null
}

/** The file a request path names in a folder (its index.html for a folder), or null when there is none or it would escape the folder. */
export function findFile(dir: string, pathname: string): string | null {
  const base = safeFile(dir, pathname)
  if (!base) return null
  for (const candidate of [base, join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}
