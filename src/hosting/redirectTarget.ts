/**
 * Where a redirect of the site may send a visitor: a path on the site itself, whatever the request
 * held (security review 2026-12-01, SEC-1). A browser reads a Location of `//host/…` or `/\host/…`
 * as another host, and resolves `/.//host/` or `/%2e//host/` to a path that starts with `//`,
 * which the next hop (or a script that copies the path into a URL) reads as a host; a sign-in
 * link's `?code=` then goes with it. So a redirect built from the request path (a page's
 * `index.html`, a folder without its slash) copies only a path made of plain segments, and every
 * fixed target (`_redirects`, the stubs, nginx's rules) is a site path.
 *
 * The patterns are written once for JavaScript and for nginx's PCRE (scripts/hosting/nginx.ts
 * writes `plainPagePathPattern` into deploy/nginx.conf): no backslash, no quote, no brace.
 */

/**
 * One segment of an address as the site writes them: letters, digits, `-`, `_`, `~` and `.` (not
 * first: no `.` or `..`, no hidden file), and percent-encoded bytes of non-ASCII characters
 * (`%C3%BC`), never an encoded `/`, `\`, `.` or control character.
 */
const plainSegment = '(?:[A-Za-z0-9_~-]|%[89A-Fa-f][0-9A-Fa-f])(?:[A-Za-z0-9._~-]|%[89A-Fa-f][0-9A-Fa-f])*'

/** A page's address of plain segments in the site's URL form: `/`, `/threats/`, `/de/products/voice-gateway/`. */
export const plainPagePathPattern = `/(?:${plainSegment}/)*`

const plainPagePath = new RegExp(`^${plainPagePathPattern}$`)

/** Whether `path` is a page address made of plain segments only (the form a redirect may copy from a request). */
export function isPlainPagePath(path: string): boolean {
  return plainPagePath.test(path)
}

/**
 * Whether a redirect target (a Location, a `_redirects` target, a stub's refresh) is a path on the
 * site itself: one leading `/` not followed by `/` or `\`, no backslash, whitespace or control
 * character anywhere (a browser drops tabs and newlines, or reads `\` as `/`), and no dot segment,
 * plain or encoded. `:placeholder` segments of a `_redirects` target count as plain after the first.
 */
export function isSitePath(target: string): boolean {
  const [path = ''] = target.split(/[?#]/, 1)
  if (!/^\/(?![/\\])/.test(path) || /[\\\s\p{Cc}]/u.test(target)) return false
  return path
    .split('/')
    .slice(1)
    .every((segment, index) => !/^(\.|%2e)+$/i.test(segment) && !(index === 0 && /^[:*]/.test(segment)))
}
