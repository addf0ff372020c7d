/**
 * The security headers and cache rules every host serves (_headers for Netlify / Cloudflare
 * Pages; the nginx configuration reads the same values). Inline scripts are allowed by hash,
 * computed from the built pages, so script-src never needs 'unsafe-inline'.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { editorPath } from '../../routes.config'
import { cmsBackendFrom, cmsBackendOrigins } from '../../src/admin/cmsBackendConfig'
import { geoLookupUrl } from '../../src/config/buildVariants'
import { buildErrors } from '../../src/errors/buildErrors'
import { turnstileOrigin, turnstileSiteKeyFrom } from '../../src/leads/turnstileConfig'

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
  /** The country lookup the language module asks: its origin joins connect-src when it is another site's (ipapi.co, set explicitly); /api/geo and none add nothing. */
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

/**
 * The content editor's policy (/admin, Decap CMS): as strict as Decap allows. Its UI styles itself
 * with emotion (inline <style>), so style-src needs 'unsafe-inline' — on /admin only; scripts stay
 * 'self' (no eval, no inline). It talks to its Git back end alone (GitHub's API and the OAuth
 * endpoint, or the local decap-server) and previews entries in a same-origin frame.
 */
export function editorContentSecurityPolicy(backendOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Uploaded images are previewed from blob: URLs; GitHub avatars for the signed-in editor.
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    // blob: — Decap reads an uploaded file back from its object URL to send it to the back end.
    `connect-src ${["'self'", 'blob:', ...new Set(backendOrigins)].join(' ')}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
}

/** The editor's headers: the site's, with its own CSP, and never indexed. */
export function editorHeaders(siteHeaders: Record<string, string>, backendOrigins: readonly string[]): Record<string, string> {
  return { ...siteHeaders, 'Content-Security-Policy': editorContentSecurityPolicy(backendOrigins), 'X-Robots-Tag': 'noindex, nofollow' }
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

/** One block of a `_headers` file: a path pattern and the headers it sets. */
export interface HeaderRule {
  pattern: string
  headers: Record<string, string>
}

/** Cloudflare Pages reads at most this many rules from `_headers`. */
export const maxHeaderRules = 100

/** The top-level folder of dist/ that holds the content editor. */
export const editorFolder = editorPath.replace(/^\/|\/$/g, '')

/**
 * The rules of `_headers`, written so that no header is set by two rules that can match the
 * same path: Cloudflare Pages joins such values with a comma ("max-age=3600, …, immutable";
 * two CSPs, both enforced) and Netlify keeps one of them. The headers every path shares come
 * from `/*`; Cache-Control and the CSP from `/assets/*` for hashed files and, for everything
 * else, from one rule per top-level entry of dist/ (a folder gets `/name` and `/name/*`), so no
 * rule for pages ever matches an asset, and the editor's folder gets its own policy.
 */
export function headerRules(headers: Record<string, string>, topLevel: { files: readonly string[]; folders: readonly string[] }, editor?: Record<string, string>): HeaderRule[] {
  const { 'Content-Security-Policy': csp = '', ...shared } = headers
  const page = { 'Cache-Control': cacheRules.html, 'Content-Security-Policy': csp }
  const editorOnly = editor ? Object.fromEntries(Object.entries(editor).filter(([name, value]) => shared[name] !== value)) : {}
  const rules: HeaderRule[] = [
    { pattern: '/*', headers: shared },
    { pattern: '/assets/*', headers: { 'Cache-Control': cacheRules.hashedAssets, 'Content-Security-Policy': csp } },
    { pattern: '/', headers: page },
  ]
  for (const folder of [...topLevel.folders].sort()) {
    if (folder === 'assets') continue
    const folderHeaders = folder === editorFolder && editor ? { 'Cache-Control': cacheRules.html, ...editorOnly } : page
    rules.push({ pattern: `/${folder}`, headers: folderHeaders }, { pattern: `/${folder}/*`, headers: folderHeaders })
  }
  for (const file of [...topLevel.files].sort()) rules.push({ pattern: `/${file}`, headers: page })
  if (rules.length > maxHeaderRules) throw buildErrors.tooManyHeaderRules(rules.length, maxHeaderRules)
  return rules
}

export function headersFile(rules: readonly HeaderRule[]): string {
  return `${rules.map((rule) => [rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n')}\n`
}

/** Top-level files and folders of dist/ that visitors can request (the hosting files themselves are not served). */
async function servedTopLevel(distDir: string, redirectSources: ReadonlySet<string>): Promise<{ files: string[]; folders: string[] }> {
  const entries = await readdir(distDir, { withFileTypes: true })
  const hostingFiles = new Set(['_headers', '_redirects'])
  return {
    files: entries.filter((entry) => entry.isFile() && !hostingFiles.has(entry.name)).map((entry) => entry.name),
    // A redirect source's folder holds only its stub, which both CDNs shadow with the 301.
    folders: entries.filter((entry) => entry.isDirectory() && !redirectSources.has(entry.name)).map((entry) => entry.name),
  }
}

export async function writeHeaders(distDir: string, htmlFiles: readonly string[], env: NodeJS.ProcessEnv, redirectSources: ReadonlySet<string>): Promise<{ site: Record<string, string>; editor: Record<string, string> }> {
  const hashes = new Set<string>()
  // Read synchronously: one page after another, an asynchronous read costs several trips through
  // the thread pool each (6.5 s against 2.6 s for the 6,661 pages of a 1,000-post blog).
  for (const file of htmlFiles) for (const hash of inlineScriptHashes(readFileSync(join(distDir, file), 'utf8'))) hashes.add(hash)
  const headers = securityHeaders({ scriptHashes: [...hashes], geoUrl: geoLookupUrl(env) ?? undefined, supabaseUrl: env.VITE_SUPABASE_URL, turnstile: turnstileSiteKeyFrom(env) !== null })
  const editor = editorHeaders(headers, cmsBackendOrigins(cmsBackendFrom(env)))
  await writeFile(join(distDir, 'security-headers.json'), `${JSON.stringify(headers, null, 2)}\n`)
  await writeFile(join(distDir, 'editor-headers.json'), `${JSON.stringify(editor, null, 2)}\n`)
  await writeFile(join(distDir, '_headers'), headersFile(headerRules(headers, await servedTopLevel(distDir, redirectSources), editor)))
  return { site: headers, editor }
}
