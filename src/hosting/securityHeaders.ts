/**
 * The security headers every response of the site carries, and their values but for the pages'
 * Content-Security-Policy (which the headers writer builds from the pages: scripts/hosting/headers.ts).
 * One policy for every writer of responses: `_headers` and deploy/nginx.conf for files and pages,
 * and the functions (`functions/`, `netlify/edge-functions/`, src/edge/), to which neither CDN
 * applies `_headers` (security review 2026-12-01, SEC-11).
 *
 * No imports: the Netlify Edge Functions run this on Deno, which follows only imports it can read as
 * written (with their `.ts`), and an edge function bundles nothing it does not need.
 */

/** The security headers every response carries: pages, 404 pages at any address, redirects, files, the editor, functions. */
export const securityHeaderNames = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'X-Frame-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Cross-Origin-Resource-Policy',
] as const

export type SecurityHeaderName = (typeof securityHeaderNames)[number]

/** The site's value of each security header but the CSP, the same on pages, files and functions. */
export const securityHeaderValues = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const satisfies Record<Exclude<SecurityHeaderName, 'Content-Security-Policy'>, string>

/**
 * The CSP of a response that is data or plain text, never a page (`/api/geo`'s JSON, a function's
 * error text): opened as a document, it loads and runs nothing, submits nothing and is framed by no one.
 */
export const dataContentSecurityPolicy =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** The security headers of a function's answer that is data or text; a function that answers with a page replaces the CSP with the page's own. */
export function functionSecurityHeaders(): Record<SecurityHeaderName, string> {
  return { 'Content-Security-Policy': dataContentSecurityPolicy, ...securityHeaderValues }
}
