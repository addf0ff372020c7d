/**
 * The `_headers` file format both hosts read (Cloudflare Pages and Netlify), as the build writes it
 * and as everything that serves or checks dist/ reads it: blocks of a path pattern and indented
 * `Name: value` lines, Cloudflare's detach lines (`! Name`), and the pattern syntax. Part of the
 * hosting contract shared by the writer (scripts/hosting/headers.ts), the local servers and
 * dist-check; it imports nothing and runs anywhere.
 */

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
        .map((piece) =>
          piece === '*' ? '.*' : piece.startsWith(':') ? placeholder : piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')
    expression = new RegExp(
      `^${compile(pattern.slice(0, hostEnd), '[^/.]+')}${compile(pattern.slice(hostEnd), '[^/]+')}$`,
    )
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
