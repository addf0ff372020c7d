/**
 * The security headers and cache rules every host serves (_headers for Netlify / Cloudflare
 * Pages; the nginx configuration reads the same values). Inline scripts are allowed by hash,
 * computed from the built pages, so script-src never needs 'unsafe-inline'.
 */
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { turnstileOrigin, turnstileSiteKeyFrom } from '../src/leads/turnstileConfig'

const inlineScriptPattern = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScriptPattern)].map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`)
}

function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null // a relative URL such as /api/geo is same-origin
  }
}

export interface HeaderInputs {
  scriptHashes: readonly string[]
  geoUrl?: string
  supabaseUrl?: string
  /** The optional bot check (VITE_TURNSTILE_SITE_KEY): Cloudflare's script and widget frame, nothing else. */
  turnstile?: boolean
}

export function contentSecurityPolicy({ scriptHashes, geoUrl, supabaseUrl, turnstile = false }: HeaderInputs): string {
  const connect = ["'self'", originOf(geoUrl), originOf(supabaseUrl), supabaseUrl ? originOf(supabaseUrl)?.replace(/^http/, 'ws') : null].filter(Boolean)
  return [
    "default-src 'self'",
    // wasm-unsafe-eval lets the search index's WebAssembly run; plain eval stays forbidden.
    `script-src 'self' 'wasm-unsafe-eval'${turnstile ? ` ${turnstileOrigin}` : ''} ${[...new Set(scriptHashes)].sort().join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
    turnstile ? `frame-src ${turnstileOrigin}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    'upgrade-insecure-requests',
  ].join('; ')
}

export function securityHeaders(inputs: HeaderInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
}

export const cacheRules = {
  html: 'public, max-age=3600',
  hashedAssets: 'public, max-age=31536000, immutable',
} as const

export function headersFile(headers: Record<string, string>): string {
  const lines = ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), `  Cache-Control: ${cacheRules.html}`, '', '/assets/*', `  Cache-Control: ${cacheRules.hashedAssets}`, '']
  return lines.join('\n')
}

export async function writeHeaders(distDir: string, htmlFiles: readonly string[], env: NodeJS.ProcessEnv): Promise<Record<string, string>> {
  const hashes = new Set<string>()
  for (const file of htmlFiles) for (const hash of inlineScriptHashes(await readFile(join(distDir, file), 'utf8'))) hashes.add(hash)
  const headers = securityHeaders({ scriptHashes: [...hashes], geoUrl: env.VITE_GEO_URL ?? 'https://ipapi.co/json/', supabaseUrl: env.VITE_SUPABASE_URL, turnstile: turnstileSiteKeyFrom(env) !== null })
  await writeFile(join(distDir, '_headers'), headersFile(headers))
  await writeFile(join(distDir, 'security-headers.json'), `${JSON.stringify(headers, null, 2)}\n`)
  return headers
}
