/**
 * What Cloudflare Pages and Netlify do with the `_headers` and `_redirects` files of dist/, as
 * their documentation states it, so a test can ask "what would this host send for this path?"
 * without deploying. Where this stand-in knowingly differs from the real services, DIFFERENCES.md
 * beside it says so.
 */

import { parseRedirectsFile } from '../../scripts/hosting/redirects'

export type Host = 'cloudflare' | 'netlify'

export interface HeaderBlock {
  pattern: string
  headers: [string, string][]
}

export function parseHeaders(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) blocks.push({ pattern: line.trim(), headers: [] })
    else {
      const [, name = '', value = ''] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? []
      blocks.at(-1)?.headers.push([name.trim(), value.trim()])
    }
  }
  return blocks
}

/** Both hosts: `*` matches any characters (also none), `:name` one path segment; the rest is literal. */
export function patternMatches(pattern: string, path: string): boolean {
  let expression = compiledPatterns.get(pattern)
  if (!expression) {
    const source = pattern
      .split(/(\*|:[A-Za-z]\w*)/)
      .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('')
    expression = new RegExp(`^${source}$`)
    compiledPatterns.set(pattern, expression)
  }
  return expression.test(path)
}

/** Each rule's pattern compiled once: a large site asks every rule about every file. */
const compiledPatterns = new Map<string, RegExp>()

/**
 * Cloudflare Pages: "An incoming request which matches multiple rules' URL patterns will inherit
 * all rules' headers"; a header set by several of them is joined with a comma.
 * Netlify: every matching rule applies; of one header set by several, the later rule's value is
 * served (as its CLI's headersForPath does).
 */
export function headersFor(host: Host, blocks: readonly HeaderBlock[], path: string): Map<string, string[]> {
  const result = new Map<string, string[]>()
  for (const block of blocks) {
    if (!patternMatches(block.pattern, path)) continue
    for (const [name, value] of block.headers) {
      const key = name.toLowerCase()
      if (host === 'netlify') result.set(key, [value])
      else result.set(key, [...(result.get(key) ?? []), value])
    }
  }
  return result
}

export interface RedirectRule {
  from: string
  to: string
  status: number
  force: boolean
}

/**
 * Cloudflare Pages accepts 301, 302, 303, 307 and 308 (default 302) and ignores any other line,
 * `301!` included. Netlify reads `!` as "force" (default 301).
 */
export function parseRedirects(host: Host, text: string): RedirectRule[] {
  return parseRedirectsFile(text).flatMap(({ from, to, status, force }) => {
    const code = status ?? (host === 'cloudflare' ? 302 : 301)
    if (host === 'cloudflare' && (force || ![301, 302, 303, 307, 308].includes(code))) return []
    return [{ from, to, status: code, force }]
  })
}

export type Served = { kind: 'redirect'; status: number; location: string } | { kind: 'file'; status: number; file: string }

/**
 * What the host answers for a path, given the files in dist/. Cloudflare Pages: "Redirects are
 * always followed, regardless of whether or not an asset matches"; without a file, the nearest
 * 404.html up the directory tree. Netlify: the first matching rule, but a rule does not shadow an
 * existing file unless forced; without a file, only /404.html unless a rule says otherwise.
 */
export function serve(host: Host, rules: readonly RedirectRule[], files: ReadonlySet<string>, path: string): Served {
  const fileAt = (p: string) => [p.replace(/^\//, ''), `${p.replace(/^\/|\/$/g, '')}/index.html`.replace(/^\//, '')].find((f) => files.has(f))
  const existing = fileAt(path)
  for (const rule of rules) {
    if (!patternMatches(rule.from, path)) continue
    if (host === 'netlify' && existing && !rule.force) continue
    if (rule.status >= 300 && rule.status < 400) return { kind: 'redirect', status: rule.status, location: rule.to }
    if (rule.status === 404) return { kind: 'file', status: 404, file: rule.to.replace(/^\//, '') }
  }
  if (existing) return { kind: 'file', status: 200, file: existing }
  if (host === 'cloudflare') {
    const segments = path.split('/').filter(Boolean)
    for (let depth = segments.length; depth >= 0; depth--) {
      const candidate = [...segments.slice(0, depth), '404.html'].join('/')
      if (files.has(candidate)) return { kind: 'file', status: 404, file: candidate }
    }
  }
  return { kind: 'file', status: 404, file: '404.html' }
}
