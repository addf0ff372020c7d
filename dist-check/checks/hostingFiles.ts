import { editorPath } from '../../routes.config'
import { cacheRules, editorFolder, headerRules, headersFile, maxHeaderRules } from '../../scripts/hosting/headers'
import { redirectsFile, redirectSourceFolders } from '../../scripts/hosting/redirects'
import { languagePrefix } from '../../src/routing/localizedPath'
import { outputFileOf, redirectStatus } from '../../src/routing/routeTable'
import { headersFor, parseHeaders, parseRedirects, patternMatches, serve, type Host } from '../hosts/hostRules'
import type { Check, DistContext, Finding } from '../types'

const hosts: Host[] = ['cloudflare', 'netlify']

/**
 * `_headers` and `_redirects` as each CDN would apply them (dist-check/hosts/hostRules.ts, their
 * documented rules): for both hosts, since the build may be deployed to either, every page gets
 * one Cache-Control and every security header once, hashed assets are immutable, every manifest
 * redirect answers 301 although its stub exists, and an unknown path gets its language's 404.
 */
export const hostingFiles: Check = {
  name: 'hosting files',
  site(context: DistContext) {
    const findings: Finding[] = []
    const add = (file: string, message: string, fix: string) => findings.push({ check: this.name, file, message, fix })
    const { entries, files } = context
    if (!files.has('security-headers.json')) return [{ check: this.name, file: 'security-headers.json', message: 'missing', fix: 'Run npm run build: the hosting step writes it with _headers.' }]
    const security = JSON.parse(context.text('security-headers.json')) as Record<string, string>
    const topLevel = { files: new Set<string>(), folders: new Set<string>() }
    for (const file of files) {
      const [first, ...rest] = file.split('/')
      if (rest.length === 0) topLevel.files.add(first!)
      else topLevel.folders.add(first!)
    }
    const sources = redirectSourceFolders(entries)
    const editor = files.has('editor-headers.json') ? (JSON.parse(context.text('editor-headers.json')) as Record<string, string>) : undefined
    const headersText = headersFile(headerRules(security, { files: [...topLevel.files].filter((name) => !name.startsWith('_')), folders: [...topLevel.folders].filter((name) => !sources.has(name)) }, editor))
    if (files.has('_headers') && context.text('_headers') !== headersText) add('_headers', 'differs from the rules the build would write for this dist/.', 'Rebuild with npm run build; do not edit _headers by hand.')
    const blocks = parseHeaders(headersText)
    if (blocks.length > maxHeaderRules) add('_headers', `${blocks.length} rules; Cloudflare Pages reads at most ${maxHeaderRules}.`, 'Fewer top-level entries in dist/, or fewer rules in scripts/hosting/headers.ts.')
    for (const line of headersText.split('\n')) if (line.length > 2000) add('_headers', `a line of ${line.length} characters; Cloudflare Pages reads at most 2,000.`, 'Shorten the header (the CSP hashes, usually).')

    const pagePaths = entries.flatMap((entry) => (entry.kind === 'page' || entry.kind === 'alias' ? [entry.path] : []))
    const assetPaths = [...files].filter((file) => file.startsWith('assets/')).map((file) => `/${file}`)
    const otherPaths = [...files].filter((file) => !file.startsWith('assets/') && !file.endsWith('index.html') && !file.startsWith('_')).map((file) => `/${file}`)
    for (const path of [...pagePaths, ...assetPaths, ...otherPaths]) {
      const seen = new Map<string, string>()
      for (const block of blocks.filter((b) => patternMatches(b.pattern, path))) {
        for (const [name] of block.headers) {
          const earlier = seen.get(name.toLowerCase())
          if (earlier) add('_headers', `${path}: ${name} is set by ${earlier} and by ${block.pattern}; Cloudflare joins both values, Netlify keeps one.`, 'Give each header one rule per path in headerRules (scripts/hosting/headers.ts).')
          seen.set(name.toLowerCase(), block.pattern)
        }
      }
    }

    const redirects = entries.filter((entry) => entry.kind === 'redirect')
    for (const host of hosts) {
      for (const path of pagePaths) {
        const headers = headersFor(host, blocks, path)
        if (headers.get('cache-control')?.join() !== cacheRules.html) add('_headers', `${host}: ${path} gets Cache-Control ${JSON.stringify(headers.get('cache-control'))}, expected "${cacheRules.html}".`, 'See headerRules in scripts/hosting/headers.ts.')
        for (const [name, value] of Object.entries(security)) if (headers.get(name.toLowerCase())?.join('\u0000') !== value) add('_headers', `${host}: ${path} does not get ${name} exactly once.`, 'Shared security headers come from the /* rule, the CSP from one rule per top-level entry.')
      }
      // The editor: its own CSP once (never the site's beside it, which would block it), and noindex.
      for (const path of editor ? [editorPath, ...[...files].filter((file) => file.startsWith(`${editorFolder}/assets/`)).slice(0, 3).map((file) => `/${file}`)] : []) {
        const headers = headersFor(host, blocks, path)
        for (const [name, value] of Object.entries(editor!)) if (headers.get(name.toLowerCase())?.join('\u0000') !== value) add('_headers', `${host}: ${path} does not get the editor's ${name} exactly once.`, 'The editor folder has its own rule in headerRules (scripts/hosting/headers.ts).')
      }
      for (const path of [...assetPaths.map((p) => [p, cacheRules.hashedAssets] as const), ...otherPaths.map((p) => [p, cacheRules.html] as const)]) {
        const got = headersFor(host, blocks, path[0]).get('cache-control')
        if (got?.join() !== path[1]) add('_headers', `${host}: ${path[0]} gets Cache-Control ${JSON.stringify(got)}, expected "${path[1]}".`, 'See headerRules in scripts/hosting/headers.ts.')
      }
      const rules = parseRedirects(host, redirectsFile(entries, host))
      for (const entry of redirects) {
        const stub = outputFileOf(entry)
        if (stub && !files.has(stub)) add(stub, `the stub for ${entry.path} is missing.`, 'Rebuild: scripts/hosting/redirects.ts writes the stubs.')
        const served = serve(host, rules, files, entry.path)
        const status = redirectStatus(entry)
        if (served.kind !== 'redirect' || served.status !== status || served.location !== entry.target) add('_redirects', `${host}: ${entry.path} answers ${JSON.stringify(served)}, expected ${status} to ${entry.target}.`, 'See redirectsFile in scripts/hosting/redirects.ts.')
      }
      for (const entry of entries.filter((e) => e.kind === 'notFound')) {
        const path = `${languagePrefix(entry.language)}/no-such-page/deeper`
        const served = serve(host, rules, files, path)
        if (served.kind !== 'file' || served.status !== 404 || served.file !== outputFileOf(entry)) add('_redirects', `${host}: ${path} answers ${JSON.stringify(served)}, expected ${outputFileOf(entry)} with 404.`, 'Each language needs its 404 page (and, on Netlify, its 404 rule).')
      }
      for (const path of pagePaths) if (serve(host, rules, files, path).status !== 200) add('_redirects', `${host}: the page ${path} is not served as a file.`, 'A redirect rule shadows a page: fix routes.config.ts redirects.')
    }
    return findings
  },
}
