/**
 * The security headers and cache rules every host serves (_headers for Netlify / Cloudflare
 * Pages; the nginx configuration reads the same values). Inline scripts are allowed by hash,
 * computed from the built pages, so script-src never needs 'unsafe-inline'.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { editorPath } from '../../routes.config'
import { cmsBackendFrom, cmsBackendOrigins, cmsOriginFrom } from '../../src/admin/cmsBackendConfig'
import { geoLookupUrl } from '../../src/config/buildVariants'
import type { DeployHost } from '../../src/config/deployHost'
import { buildErrors } from '../../src/errors/buildErrors'
import { cloudflarePagesLimits, longestLine } from '../../src/hosting/hostLimits'
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
 * The content editor's policy (/admin, or the root of its own origin: Decap CMS), as strict as
 * Decap allows. Its UI styles itself with emotion (inline <style>), so style-src needs
 * 'unsafe-inline' — in the editor only; scripts stay 'self' (no eval, no inline). It talks to its
 * Git back end alone (GitHub's API and the OAuth endpoint, or the local decap-server) and previews
 * entries in a same-origin frame.
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

/**
 * The editor's own headers, not the site's: its CSP, never indexed, no Referer to GitHub or the
 * OAuth endpoint, and `Cross-Origin-Opener-Policy: same-origin-allow-popups`. GitHub sign-in
 * opens a window at the OAuth endpoint that answers through `window.opener`; the site's
 * `same-origin` would put that window in a browsing context group of its own, with no opener,
 * and the sign-in could never complete (security review 2026-11-27, L6). `allow-popups` keeps
 * the window this page opens (which sends no COOP of its own) and still severs any page that
 * opens the editor.
 */
export function editorHeaders(backendOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': editorContentSecurityPolicy(backendOrigins),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Robots-Tag': 'noindex, nofollow',
  }
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

/** One block of a `_headers` file: a path pattern, the headers it sets, and the earlier rules' headers it replaces. */
export interface HeaderRule {
  pattern: string
  headers: Record<string, string>
  /**
   * Headers set by an earlier rule that this rule sets again: Cloudflare Pages detaches them first
   * (`! Name`), so the response carries this rule's value alone. Netlify keeps the later rule's
   * value by itself and does not know the `!` line, so its dialect leaves it out.
   */
  replaces: string[]
}

/** The top-level folder of dist/ that holds the content editor. */
export const editorFolder = editorPath.replace(/^\/|\/$/g, '')

/** Data the site's scripts fetch (search index, blog documents, the prerender's data manifest): served, never indexed. */
export const internalDataPatterns = ['/pagefind/*', '/blog-data/*', '/static-loader-data-manifest-*.json'] as const

/**
 * Cloudflare Pages serves every deployment at `<project>.pages.dev` and each preview at
 * `<hash>.<project>.pages.dev` too: copies of the site that search engines must not index
 * (developers.cloudflare.com/pages/configuration/headers/, "Prevent your pages.dev deployments
 * showing in search results"). Netlify's `_headers` matches paths only.
 */
export const nonProductionHostPatterns = ['https://:project.pages.dev/*', 'https://:version.:project.pages.dev/*'] as const

/**
 * The rules of `_headers`: the site's security headers, its CSP and the HTML cache rule on `/*`, so
 * every response carries them (pages, 404 pages at any address, redirects, files); then narrower
 * rules that replace one header each (hashed assets' cache rule, the editor's own policy, noindex
 * for copies and data). A later rule that sets a header an earlier one set replaces it (`replaces`),
 * so no response ever carries a header from two rules: Cloudflare Pages would join the values
 * ("max-age=3600, …, immutable"; two CSPs, both enforced).
 */
export function headerRules(headers: Record<string, string>, options: { editor?: Record<string, string>; host: DeployHost }): HeaderRule[] {
  const { editor, host } = options
  const noindex = { 'X-Robots-Tag': 'noindex' }
  const editorOnly = editor ? Object.fromEntries(Object.entries(editor).filter(([name, value]) => headers[name] !== value)) : undefined
  const rules: Omit<HeaderRule, 'replaces'>[] = [
    { pattern: '/*', headers: { ...headers, 'Cache-Control': cacheRules.html } },
    { pattern: '/assets/*', headers: { 'Cache-Control': cacheRules.hashedAssets } },
    ...(host === 'cloudflare' ? nonProductionHostPatterns.map((pattern) => ({ pattern, headers: noindex })) : []),
    ...internalDataPatterns.map((pattern) => ({ pattern, headers: noindex })),
    ...(editorOnly ? [editorPath.replace(/\/$/, ''), `${editorPath}*`].map((pattern) => ({ pattern, headers: editorOnly })) : []),
  ]
  const setBefore = new Set<string>()
  const withReplaces = rules.map((rule) => {
    const names = Object.keys(rule.headers)
    const replaces = names.filter((name) => setBefore.has(name.toLowerCase()))
    for (const name of names) setBefore.add(name.toLowerCase())
    return { ...rule, replaces }
  })
  if (withReplaces.length > cloudflarePagesLimits.headerRules) throw buildErrors.tooManyHeaderRules(withReplaces.length, cloudflarePagesLimits.headerRules)
  return withReplaces
}

/** `_headers` in the host's dialect: Cloudflare's detach lines (`! Name`) before a header a rule replaces; none for Netlify. */
export function headersFile(rules: readonly HeaderRule[], host: DeployHost): string {
  const text = `${rules
    .map((rule) => [rule.pattern, ...(host === 'cloudflare' ? rule.replaces.map((name) => `  ! ${name}`) : []), ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n')}\n`
  const longest = longestLine(text)
  if (longest.length > cloudflarePagesLimits.lineCharacters) throw buildErrors.hostingLineTooLong('_headers', longest.length, longest.line, cloudflarePagesLimits.lineCharacters)
  return text
}

/** The site's security headers (CSP included, Cache-Control not) as `_headers` gives them to every path: its `/*` rule. */
export function siteHeadersOf(headersText: string): Record<string, string> {
  const block = headersText.split(/\n\s*\n/).find((part) => part.split('\n')[0]?.trim() === '/*') ?? ''
  const headers: Record<string, string> = {}
  for (const line of block.split('\n').slice(1)) {
    const [, name = '', value = ''] = /^\s+([^:!][^:]*):\s*(.*)$/.exec(line) ?? []
    if (name && name.toLowerCase() !== 'cache-control') headers[name.trim()] = value.trim()
  }
  return headers
}

/** Writes `_headers`; returns the site's and the editor's headers for nginx (which reads them from deploy/, never from dist/). */
export async function writeHeaders(distDir: string, htmlFiles: readonly string[], env: NodeJS.ProcessEnv, host: DeployHost): Promise<{ site: Record<string, string>; editor?: Record<string, string>; rules: number }> {
  const hashes = new Set<string>()
  // Read synchronously: one page after another, an asynchronous read costs several trips through
  // the thread pool each (6.5 s against 2.6 s for the 6,661 pages of a 1,000-post blog).
  for (const file of htmlFiles) for (const hash of inlineScriptHashes(readFileSync(join(distDir, file), 'utf8'))) hashes.add(hash)
  const headers = securityHeaders({ scriptHashes: [...hashes], geoUrl: geoLookupUrl(env) ?? undefined, supabaseUrl: env.VITE_SUPABASE_URL, turnstile: turnstileSiteKeyFrom(env) !== null })
  // With an origin of its own the editor is not on this site: /admin/ is a page of the site that points there.
  const backend = cmsBackendFrom(env)
  const editor = backend?.kind === 'github' && cmsOriginFrom(env) ? undefined : editorHeaders(cmsBackendOrigins(backend))
  const rules = headerRules(headers, { editor, host })
  await writeFile(join(distDir, '_headers'), headersFile(rules, host))
  return { site: headers, editor, rules: rules.length }
}

/** One block of a `_headers` file as written: its pattern, the headers it detaches (`! Name`) and those it sets. */
export interface HeaderBlock {
  pattern: string
  detach: string[]
  headers: [string, string][]
}

/**
 * The blocks of a `_headers` file, read once for everything that serves or checks dist/ (the local
 * server, dist-check and its Netlify emulator). What a host then does with overlapping blocks is
 * the host's to decide.
 */
export function parseHeadersFile(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      blocks.push({ pattern: line.trim(), detach: [], headers: [] })
      continue
    }
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line)
    if (detached) {
      blocks.at(-1)?.detach.push(detached[1]!)
      continue
    }
    const [, name = '', value = ''] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? []
    blocks.at(-1)?.headers.push([name.trim(), value.trim()])
  }
  return blocks
}

/** Each pattern compiled once: a large site asks every rule about every file. */
const compiledPatterns = new Map<string, RegExp>()

/**
 * Both hosts' pattern syntax: `*` matches any characters (also none), `:name` one path segment
 * (in the host of an absolute-URL rule, one label); the rest is literal. An absolute-URL rule
 * (`https://:project.pages.dev/*`) matches only a request for that host.
 */
export function patternMatches(pattern: string, path: string, host?: string): boolean {
  let expression = compiledPatterns.get(pattern)
  if (!expression) {
    const hostEnd = pattern.startsWith('https://') ? pattern.indexOf('/', 'https://'.length) : 0
    const compile = (part: string, placeholder: string) =>
      part
        .split(/(\*|:[A-Za-z]\w*)/)
        .map((piece) => (piece === '*' ? '.*' : piece.startsWith(':') ? placeholder : piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('')
    expression = new RegExp(`^${compile(pattern.slice(0, hostEnd), '[^/.]+')}${compile(pattern.slice(hostEnd), '[^/]+')}$`)
    compiledPatterns.set(pattern, expression)
  }
  if (pattern.startsWith('https://')) return host !== undefined && expression.test(`https://${host}${path}`)
  return expression.test(path)
}

/**
 * The headers a response for `path` gets from `_headers`, one value each: a later matching rule's
 * value replaces an earlier one's. That is what both hosts serve from the file this build writes —
 * Cloudflare Pages because each replacing rule detaches the header first (`! Name`), Netlify
 * because it keeps the later rule's value — and what the local server sends.
 */
export function headersForPath(blocks: readonly HeaderBlock[], path: string, host?: string): Record<string, string> {
  const headers = new Map<string, [string, string]>()
  for (const block of blocks) {
    if (!patternMatches(block.pattern, path, host)) continue
    for (const [name, value] of block.headers) headers.set(name.toLowerCase(), [name, value])
  }
  return Object.fromEntries(headers.values())
}
