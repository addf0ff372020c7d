/**
 * What Netlify does with the `_headers` and `_redirects` files of dist/, as its documentation
 * states it, so the build can ask "what would Netlify send for this path?" without deploying.
 * Cloudflare Pages is not emulated: tests/integration/cloudflarePages.test.ts serves dist/ with its
 * own runtime (`wrangler pages dev`). Where this stand-in knowingly differs from Netlify,
 * DIFFERENCES.md beside it says so.
 */
import { headersForPath, patternMatches, type HeaderBlock } from '../../src/hosting/headersFormat'
import { parseRedirectsFile } from '../../src/hosting/redirectsFormat'

export interface RedirectRule {
  from: string
  to: string
  status: number
  force: boolean
}

/** Netlify reads `!` as "force"; a rule without a status is a 301 (docs.netlify.com/manage/routing/redirects/overview/). */
export function parseNetlifyRedirects(text: string): RedirectRule[] {
  return parseRedirectsFile(text).map(({ from, to, status, force }) => ({ from, to, status: status ?? 301, force }))
}

/**
 * Netlify serves one value of a header that several matching rules set: the later rule's (its
 * CLI's headersForPath; the documentation's multi-key header rules collapse to the last one).
 */
export function netlifyHeaders(blocks: readonly HeaderBlock[], path: string): Record<string, string> {
  return headersForPath(blocks, path)
}

export type Served =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'file'; status: number; file: string }

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * What Netlify answers for a path, given the files in dist/ (docs.netlify.com, "Redirects and
 * rewrites" and "Pretty URLs"):
 * - rules are tried in order and match a path with or without its trailing slash (the CDN
 *   normalises the path first); a rule does not shadow an existing file unless forced (`!`);
 * - a folder's index.html is served at `/folder/` and at `/folder/index.html`; `/folder` answers
 *   301 to `/folder/` (pretty URLs, on by default);
 * - without a file, /404.html with status 404, unless a rule says otherwise.
 */
export function serveOnNetlify(rules: readonly RedirectRule[], files: ReadonlySet<string>, path: string): Served {
  const relative = path.replace(/^\//, '')
  const existing = [relative, path.endsWith('/') ? `${relative}index.html` : ''].find((file) => file && files.has(file))
  // A folder asked for without its slash is a file too: pretty URLs answer it before any unforced rule.
  const folder = !path.endsWith('/') && files.has(`${relative}/index.html`)
  for (const rule of rules) {
    if (!patternMatches(withoutSlash(rule.from), withoutSlash(path))) continue
    if ((existing || folder) && !rule.force) continue
    if (rule.status >= 300 && rule.status < 400) return { kind: 'redirect', status: rule.status, location: rule.to }
    if (rule.status === 404) return { kind: 'file', status: 404, file: rule.to.replace(/^\//, '') }
  }
  if (existing) return { kind: 'file', status: 200, file: existing }
  if (folder) return { kind: 'redirect', status: 301, location: `${path}/` }
  return { kind: 'file', status: 404, file: '404.html' }
}
