/**
 * The security headers and cache rules every host serves (_headers for Netlify / Cloudflare
 * Pages; the nginx configuration reads the same values). Inline scripts are allowed by hash,
 * computed from the built pages, so script-src never needs 'unsafe-inline'. What each kind of path
 * must get is the hosting contract (src/hosting/headerPolicy.ts), which dist-check checks the
 * written file against; the file's format is src/hosting/headersFormat.ts.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { editorPath } from '../../routes.config'
import { cmsBackendFrom, cmsBackendOrigins, cmsOriginFrom } from '../../src/admin/cmsBackendConfig'
import { geoLookupUrl } from '../../src/config/buildVariants'
import type { DeployHost } from '../../src/config/deployHost'
import { buildError, HostingLineTooLong, TooManyHeaderRules } from '../../src/errors/buildErrors'
import {
  cacheRules,
  editorPolicy,
  hashedAssetsPattern,
  internalDataPatterns,
  nonProductionHostPatterns,
  noindexHeader,
} from '../../src/hosting/headerPolicy'
import { headersFileName } from '../../src/hosting/siteFiles'
import { inlineScriptPurpose, inlineScriptsOf, runsAsScript } from '../../src/hosting/inlineScripts'
import { securityHeaderValues } from '../../src/hosting/securityHeaders'
import { cloudflarePagesLimits, longestLine } from '../../src/hosting/hostLimits'
import { turnstileOrigin, turnstileSiteKeyFrom } from '../../src/leads/turnstileConfig'

/**
 * The CSP sources of a page's inline scripts that the site means to have (src/hosting/inlineScripts.ts):
 * the boot script, the build hash and the router's data. Any other inline script gets no hash, so
 * the browser refuses it, and dist-check fails the build naming its page.
 */
function inlineScriptHashes(html: string, bootScript: string | null): string[] {
  return inlineScriptsOf(html)
    .filter((script) => runsAsScript(script) && inlineScriptPurpose(script, bootScript) !== null)
    .map((script) => `'sha256-${createHash('sha256').update(script.text).digest('base64')}'`)
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
  const connect = [
    "'self'",
    originOf(geoUrl),
    originOf(supabaseUrl),
    supabaseUrl ? originOf(supabaseUrl)?.replace(/^http/, 'ws') : null,
  ].filter(Boolean)
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
function editorContentSecurityPolicy(backendOrigins: readonly string[]): string {
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
    'Strict-Transport-Security': securityHeaderValues['Strict-Transport-Security'],
    'X-Content-Type-Options': securityHeaderValues['X-Content-Type-Options'],
    'X-Frame-Options': securityHeaderValues['X-Frame-Options'],
    'Referrer-Policy': editorPolicy['Referrer-Policy'],
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': editorPolicy['Cross-Origin-Opener-Policy'],
    'Cross-Origin-Resource-Policy': securityHeaderValues['Cross-Origin-Resource-Policy'],
    'X-Robots-Tag': editorPolicy['X-Robots-Tag'],
  }
}

/** The site's security headers: the pages' CSP, and the values every response of the site carries (src/hosting/securityHeaders.ts). */
export function securityHeaders(inputs: HeaderInputs): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(inputs), ...securityHeaderValues }
}

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

/**
 * The rules of `_headers`: the site's security headers, its CSP and the HTML cache rule on `/*`, so
 * every response carries them (pages, 404 pages at any address, redirects, files); then narrower
 * rules that replace one header each (hashed assets' cache rule, the editor's own policy, noindex
 * for copies and data). A later rule that sets a header an earlier one set replaces it (`replaces`),
 * so no response ever carries a header from two rules: Cloudflare Pages would join the values
 * ("max-age=3600, …, immutable"; two CSPs, both enforced).
 */
export function headerRules(
  headers: Record<string, string>,
  options: { editor?: Record<string, string>; host: DeployHost },
): HeaderRule[] {
  const { editor, host } = options
  const noindex = noindexHeader
  const editorOnly = editor
    ? Object.fromEntries(Object.entries(editor).filter(([name, value]) => headers[name] !== value))
    : undefined
  const rules: Omit<HeaderRule, 'replaces'>[] = [
    { pattern: '/*', headers: { ...headers, 'Cache-Control': cacheRules.html } },
    { pattern: hashedAssetsPattern, headers: { 'Cache-Control': cacheRules.hashedAssets } },
    ...(host === 'cloudflare' ? nonProductionHostPatterns.map((pattern) => ({ pattern, headers: noindex })) : []),
    ...internalDataPatterns.map((pattern) => ({ pattern, headers: noindex })),
    ...(editorOnly
      ? [editorPath.replace(/\/$/, ''), `${editorPath}*`].map((pattern) => ({ pattern, headers: editorOnly }))
      : []),
  ]
  const setBefore = new Set<string>()
  const withReplaces = rules.map((rule) => {
    const names = Object.keys(rule.headers)
    const replaces = names.filter((name) => setBefore.has(name.toLowerCase()))
    for (const name of names) setBefore.add(name.toLowerCase())
    return { ...rule, replaces }
  })
  if (withReplaces.length > cloudflarePagesLimits.headerRules)
    throw buildError(TooManyHeaderRules, { count: withReplaces.length, limit: cloudflarePagesLimits.headerRules })
  return withReplaces
}

/** `_headers` in the host's dialect: Cloudflare's detach lines (`! Name`) before a header a rule replaces; none for Netlify. */
export function headersFile(rules: readonly HeaderRule[], host: DeployHost): string {
  const text = `${rules
    .map((rule) =>
      [
        rule.pattern,
        ...(host === 'cloudflare' ? rule.replaces.map((name) => `  ! ${name}`) : []),
        ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join('\n'),
    )
    .join('\n\n')}\n`
  const longest = longestLine(text)
  if (longest.length > cloudflarePagesLimits.lineCharacters)
    throw buildError(HostingLineTooLong, {
      file: headersFileName,
      length: longest.length,
      line: longest.line,
      limit: cloudflarePagesLimits.lineCharacters,
    })
  return text
}

/** Writes `_headers`; returns the site's and the editor's headers for nginx (which reads them from deploy/, never from dist/). */
export async function writeHeaders(
  distDir: string,
  htmlFiles: readonly string[],
  env: NodeJS.ProcessEnv,
  host: DeployHost,
  bootScript: string | null = null,
): Promise<{ site: Record<string, string>; editor?: Record<string, string>; rules: number }> {
  const hashes = new Set<string>()
  // Read synchronously: one page after another, an asynchronous read costs several trips through
  // the thread pool each (6.5 s against 2.6 s for the 6,661 pages of a 1,000-post blog).
  for (const file of htmlFiles)
    for (const hash of inlineScriptHashes(readFileSync(join(distDir, file), 'utf8'), bootScript)) hashes.add(hash)
  const headers = securityHeaders({
    scriptHashes: [...hashes],
    geoUrl: geoLookupUrl(env) ?? undefined,
    supabaseUrl: env.VITE_SUPABASE_URL,
    turnstile: turnstileSiteKeyFrom(env) !== null,
  })
  // With an origin of its own the editor is not on this site: /admin/ is a page of the site that points there.
  const backend = cmsBackendFrom(env)
  const editor =
    backend?.kind === 'github' && cmsOriginFrom(env) ? undefined : editorHeaders(cmsBackendOrigins(backend))
  const rules = headerRules(headers, { editor, host })
  await writeFile(join(distDir, headersFileName), headersFile(rules, host))
  return { site: headers, editor, rules: rules.length }
}
