import { editorPath } from '../../routes.config'
import { cacheRules, editorFolder, headerRules, headersFile, headersForPath, internalDataPatterns, parseHeadersFile, patternMatches, siteHeadersOf, type HeaderBlock } from '../../scripts/hosting/headers'
import { parseRedirectsFile, redirectsFile } from '../../scripts/hosting/redirects'
import type { DeployHost } from '../../src/config/deployHost'
import { deployHost } from '../../src/config/deployHostSetting'
import { cloudflarePagesLimits, longestLine, redirectRuleCounts } from '../../src/hosting/hostLimits'
import { otherUrlForm } from '../../src/hosting/urlForm'
import { languagePrefix } from '../../src/routing/localizedPath'
import { outputFileOf, redirectStatus } from '../../src/routing/routeTable'
import { netlifyHeaders, parseNetlifyRedirects, serveOnNetlify } from '../hosts/hostRules'
import type { Check, DistContext, Finding } from '../types'

/** The headers the site's policy requires on every response (DESIGN.md, "Security"). */
const requiredHeaders = ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options']

/**
 * `_headers` and `_redirects` as the build wrote them for its host (DEPLOY_HOST): within Cloudflare
 * Pages' documented limits, no header set by two rules (a rule that sets a header again detaches it
 * first), the security headers and the CSP on every path with one Cache-Control each, the editor's
 * own policy, noindex on internal data. What Cloudflare then answers is tested on its own runtime
 * (tests/integration/cloudflarePages.test.ts); Netlify's answers are emulated from its documented
 * rules (dist-check/hosts/hostRules.ts): every manifest redirect one 301, unknown paths the
 * language's 404 page.
 */
export const hostingFiles: Check = {
  name: 'hosting files',
  site(context: DistContext) {
    const findings: Finding[] = []
    const add = (file: string, message: string, fix: string) => findings.push({ check: this.name, file, message, fix })
    const { entries, files } = context
    for (const file of ['_headers', '_redirects']) if (!files.has(file)) add(file, 'missing.', 'Run npm run build: the hosting steps write it.')
    if (findings.length > 0) return findings
    const host = deployHost(process.env)
    const headersText = context.text('_headers')
    const blocks = parseHeadersFile(headersText)
    const site = siteHeadersOf(headersText)
    const editorBlock = blocks.find((block) => block.pattern === `${editorPath}*`)
    const editor = editorBlock ? { ...site, ...Object.fromEntries(editorBlock.headers) } : undefined

    for (const name of requiredHeaders) if (!site[name]) add('_headers', `the /* rule does not set ${name}, so some responses go without it.`, 'securityHeaders() in scripts/hosting/headers.ts sets it for the /* rule.')
    if (headersText !== headersFile(headerRules(site, { editor, host }), host)) add('_headers', `differs from the rules the build writes for ${host}.`, 'Rebuild with npm run build (DEPLOY_HOST as for the deployment); do not edit _headers by hand.')
    const redirectsText = context.text('_redirects')
    if (redirectsText !== redirectsFile(entries, host)) add('_redirects', `differs from the rules the build writes for ${host}.`, 'Rebuild with npm run build (DEPLOY_HOST as for the deployment); do not edit _redirects by hand.')
    findings.push(...limitFindings(this.name, headersText, blocks, redirectsText))
    findings.push(...repeatedHeaders(this.name, blocks, host))

    // Every kind of response, under the rules as both hosts apply this file.
    const expectFor = (path: string, expected: Record<string, string>) => {
      const got = headersForPath(blocks, path)
      for (const [name, value] of Object.entries(expected)) if (got[name] !== value) add('_headers', `${path} gets ${name} ${JSON.stringify(got[name] ?? null)}, expected ${JSON.stringify(value)}.`, 'See headerRules in scripts/hosting/headers.ts.')
    }
    const html = { ...site, 'Cache-Control': cacheRules.html }
    const redirectSources = entries.flatMap((entry) => (entry.kind === 'redirect' ? [entry.path, otherUrlForm(entry.path) ?? entry.path] : []))
    const notFoundProbes = entries.flatMap((entry) => (entry.kind === 'notFound' ? [`${languagePrefix(entry.language)}/no-such-page/`] : []))
    for (const entry of entries) if (entry.kind === 'page' || entry.kind === 'alias') expectFor(entry.path, html)
    for (const path of [...redirectSources, ...notFoundProbes]) expectFor(path, html)
    for (const file of files) {
      if (file.startsWith('_')) continue
      const path = `/${file}`
      if (file.startsWith(`${editorFolder}/`)) expectFor(path, { ...editor, 'Cache-Control': cacheRules.html })
      else expectFor(path, { ...site, 'Cache-Control': file.startsWith('assets/') ? cacheRules.hashedAssets : cacheRules.html })
      if (internalDataPatterns.some((pattern) => patternMatches(pattern, path)) && headersForPath(blocks, path)['X-Robots-Tag'] !== 'noindex') add('_headers', `${path} is data for the site's scripts and can be indexed.`, 'internalDataPatterns in scripts/hosting/headers.ts gives it X-Robots-Tag: noindex.')
    }

    findings.push(...netlifyFindings(this.name, context, site, editor))
    return findings
  },
}

/** Cloudflare Pages' documented limits (src/hosting/hostLimits.ts), which the build also enforces as it writes. */
function limitFindings(check: string, headersText: string, blocks: readonly HeaderBlock[], redirectsText: string): Finding[] {
  const findings: Finding[] = []
  const limits = cloudflarePagesLimits
  if (blocks.length > limits.headerRules) findings.push({ check, file: '_headers', message: `${blocks.length} rules; Cloudflare Pages reads at most ${limits.headerRules}.`, fix: 'Fewer rules in headerRules (scripts/hosting/headers.ts).' })
  const counts = redirectRuleCounts(parseRedirectsFile(redirectsText).map((rule) => rule.from))
  if (counts.static > limits.staticRedirects || counts.dynamic > limits.dynamicRedirects) findings.push({ check, file: '_redirects', message: `${counts.static} static and ${counts.dynamic} dynamic rules; Cloudflare Pages applies at most ${limits.staticRedirects} and ${limits.dynamicRedirects}.`, fix: 'Fewer redirects in routes.config.ts (see redirectsFile in scripts/hosting/redirects.ts).' })
  for (const [file, text] of [['_headers', headersText], ['_redirects', redirectsText]] as const) {
    const longest = longestLine(text)
    if (longest.length > limits.lineCharacters) findings.push({ check, file, message: `line ${longest.line} has ${longest.length} characters; Cloudflare Pages reads at most ${limits.lineCharacters}.`, fix: 'Shorten it (for _headers, the CSP: fewer inline script hashes).' })
  }
  return findings
}

/**
 * No header reaches a response from two rules. On Cloudflare Pages every matching rule adds its
 * headers and one set twice is joined with a comma, so a rule that sets a header an earlier rule
 * set must detach it first (`! Name`); Netlify keeps the later value and rejects `!` lines.
 */
function repeatedHeaders(check: string, blocks: readonly HeaderBlock[], host: DeployHost): Finding[] {
  const findings: Finding[] = []
  const setBy = new Map<string, string>()
  for (const block of blocks) {
    if (host === 'netlify' && block.detach.length > 0) findings.push({ check, file: '_headers', message: `${block.pattern} detaches ${block.detach.join(', ')}; Netlify does not read "!" lines.`, fix: 'Build with DEPLOY_HOST=netlify: headersFile writes Netlify\'s dialect.' })
    const detached = new Set(block.detach.map((name) => name.toLowerCase()))
    for (const [name] of block.headers) {
      const earlier = setBy.get(name.toLowerCase())
      if (earlier && host === 'cloudflare' && !detached.has(name.toLowerCase())) findings.push({ check, file: '_headers', message: `${name} is set by ${earlier} and again by ${block.pattern} without "! ${name}": Cloudflare Pages joins both values where both match.`, fix: 'headerRules (scripts/hosting/headers.ts) lists the header in the later rule\'s `replaces`.' })
      setBy.set(name.toLowerCase(), block.pattern)
    }
  }
  return findings
}

/** The Netlify dialect of this build's hosting files, served by the emulator: one redirect per manifest redirect, the language's 404 page elsewhere, headers once. */
function netlifyFindings(check: string, context: DistContext, site: Record<string, string>, editor: Record<string, string> | undefined): Finding[] {
  const findings: Finding[] = []
  const add = (message: string) => findings.push({ check, file: '_redirects', message: `netlify: ${message}`, fix: 'See redirectsFile (scripts/hosting/redirects.ts) and dist-check/hosts/hostRules.ts.' })
  const { entries, files } = context
  const rules = parseNetlifyRedirects(redirectsFile(entries, 'netlify'))
  const blocks = parseHeadersFile(headersFile(headerRules(site, { editor, host: 'netlify' }), 'netlify'))
  for (const entry of entries) {
    if (entry.kind === 'redirect') {
      const stub = outputFileOf(entry)
      if (stub && !files.has(stub)) findings.push({ check, file: stub, message: `the stub for ${entry.path} is missing.`, fix: 'Rebuild: scripts/hosting/redirects.ts writes the stubs.' })
      for (const path of [entry.path, otherUrlForm(entry.path)]) {
        if (!path) continue
        const served = serveOnNetlify(rules, files, path)
        if (served.kind !== 'redirect' || served.status !== redirectStatus(entry) || served.location !== entry.target) add(`${path} answers ${JSON.stringify(served)}, expected ${redirectStatus(entry)} to ${entry.target}.`)
      }
    } else if (entry.kind === 'notFound') {
      const path = `${languagePrefix(entry.language)}/no-such-page/deeper/`
      const served = serveOnNetlify(rules, files, path)
      if (served.kind !== 'file' || served.status !== 404 || served.file !== outputFileOf(entry)) add(`${path} answers ${JSON.stringify(served)}, expected ${outputFileOf(entry)} with 404.`)
      if (netlifyHeaders(blocks, path)['Content-Security-Policy'] !== site['Content-Security-Policy']) add(`${path} (a 404 page) does not get the site's CSP.`)
    } else {
      const served = serveOnNetlify(rules, files, entry.path)
      if (served.status !== 200) add(`the page ${entry.path} answers ${JSON.stringify(served)}; a redirect rule shadows it (fix routes.config.ts redirects).`)
      const other = otherUrlForm(entry.path)
      if (other && !entry.params) {
        const redirected = serveOnNetlify(rules, files, other)
        if (redirected.kind !== 'redirect' || redirected.location !== entry.path) add(`${other} answers ${JSON.stringify(redirected)}, expected one redirect to ${entry.path}.`)
      }
    }
  }
  return findings
}
