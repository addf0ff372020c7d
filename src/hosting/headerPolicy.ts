/**
 * What `_headers` must give each kind of path, whoever writes it: the hosting contract that the
 * writer (scripts/hosting/headers.ts) and dist-check (dist-check/checks/hostingFiles.ts, which
 * reads the written file) both follow. The security headers and their values are in
 * securityHeaders.ts, shared with the functions; the writer builds the pages' CSP; this contract
 * says which directives it must hold, the cache rules, the editor's own policy, what is never
 * indexed and where the files are.
 */
import { editorPath } from '../../routes.config'

// The headers every response carries and their values, the functions' too: securityHeaders.ts.
export { securityHeaderNames } from './securityHeaders'

/** Directives every Content-Security-Policy of the site (the editor's too) holds as written here. */
export const requiredCspDirectives = [
  "default-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
] as const

/** Sources no script-src of the site may allow: inline scripts are allowed by hash, and eval never. */
export const forbiddenScriptSources = ["'unsafe-inline'", "'unsafe-eval'"] as const

export const cacheRules = {
  html: 'public, max-age=3600',
  hashedAssets: 'public, max-age=31536000, immutable',
} as const

/** Where the hashed assets live (Vite's output): their names change with their content, so they are cached for good. */
export const hashedAssetsPattern = '/assets/*'

/** The top-level folder of dist/ that holds the content editor. */
export const editorFolder = editorPath.replace(/^\/|\/$/g, '')

/**
 * The editor's own policy where it differs from the site's, beside its own CSP: never indexed, no
 * Referer to GitHub or the OAuth endpoint, and a COOP that lets GitHub's sign-in window answer
 * (scripts/hosting/headers.ts, editorHeaders, says why).
 */
export const editorPolicy = {
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex, nofollow',
} as const

/** The header that keeps data and copies of the site out of search engines. */
export const noindexHeader = { 'X-Robots-Tag': 'noindex' } as const

/** Data the site's scripts fetch (search index, blog and glossary documents, the prerender's data manifest): served, never indexed. */
export const internalDataPatterns = [
  '/pagefind/*',
  // Written out, since hosting sits below routing (tests/unit/architecture/importLayers.test.ts);
  // tests/unit/hosting/internalDataPatterns.test.ts holds them to the documents' roots.
  '/blog-data/*',
  '/glossary-data/*',
  '/static-loader-data-manifest-*.json',
] as const

/**
 * Cloudflare Pages serves every deployment at `<project>.pages.dev` and each preview at
 * `<hash>.<project>.pages.dev` too: copies of the site that search engines must not index
 * (developers.cloudflare.com/pages/configuration/headers/, "Prevent your pages.dev deployments
 * showing in search results"). Netlify's `_headers` matches paths only.
 */
export const nonProductionHostPatterns = [
  'https://:project.pages.dev/*',
  'https://:version.:project.pages.dev/*',
] as const
