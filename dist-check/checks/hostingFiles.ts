import { editorPath } from '../../routes.config'
import { cmsBackendFrom, cmsOriginFrom } from '../../src/admin/cmsBackendConfig'
import type { DeployHost } from '../../src/config/deployHost'
import { deployHost } from '../../src/config/deployHostSetting'
import { site as siteConfig } from '../../src/config/site'
import {
  cacheRules,
  editorFolder,
  editorPolicy,
  forbiddenScriptSources,
  internalDataPatterns,
  noindexHeader,
  requiredCspDirectives,
  securityHeaderNames,
} from '../../src/hosting/headerPolicy'
import {
  headersForPath,
  parseHeadersFile,
  patternMatches,
  siteHeadersOf,
  type HeaderBlock,
} from '../../src/hosting/headersFormat'
import { cloudflarePagesLimits, longestLine, redirectRuleCounts } from '../../src/hosting/hostLimits'
import { parseRedirectsFile, type RedirectLine } from '../../src/hosting/redirectsFormat'
import { headersFileName, redirectsFileName } from '../../src/hosting/siteFiles'
import { isSitePath } from '../../src/hosting/redirectTarget'
import { otherUrlForm } from '../../src/hosting/urlForm'
import { languagePrefix } from '../../src/routing/localizedPath'
import { outputFileOf, redirectStatus } from '../../src/routing/routeTable'
import { netlifyHeaders, parseNetlifyRedirects, serveOnNetlify } from '../hosts/hostRules'
import type { Check, DistContext, Finding } from '../types'

/**
 * `_headers` and `_redirects` as the build wrote them for its host (DEPLOY_HOST), read and checked
 * against the hosting contract (src/hosting/), never against the writer's own output: within
 * Cloudflare Pages' documented limits, no header set by two rules (a rule that sets a header again
 * detaches it first), the security headers and a CSP with the required directives on every kind
 * of path with the right Cache-Control (immutable for hashed assets), the editor's own policy,
 * noindex on internal data and on pages.dev copies; every manifest redirect one rule to its target,
 * the other URL form of every page one 301 to it, and no rule in front of a page. What Cloudflare
 * then answers is tested on its own runtime (tests/integration/cloudflarePages.test.ts); a Netlify
 * build's answers are emulated from its documented rules (dist-check/hosts/hostRules.ts): every
 * manifest redirect one 301, unknown paths the language's 404 page.
 */
export const hostingFiles: Check = {
  name: 'hosting files',
  site(context: DistContext) {
    return hostingFileFindings(this.name, context, {
      host: deployHost(process.env),
      editorHere: editorServedHere(process.env),
    })
  },
}

/**
 * Whether the content editor is served from this site's editor folder: it is, unless a GitHub back
 * end runs it on an origin of its own (CMS_ORIGIN), and /admin/ is then a page of the site that
 * points there (src/admin/cmsBackendConfig.ts).
 */
function editorServedHere(env: Record<string, string | undefined>): boolean {
  return !(cmsBackendFrom(env)?.kind === 'github' && cmsOriginFrom(env))
}

/** What the written files are checked for: the CDN they were written for, and whether the editor is served here. */
export interface HostingSetup {
  host: DeployHost
  editorHere: boolean
}

const headersFix =
  'The rules of _headers come from headerRules and securityHeaders in scripts/hosting/headers.ts; the contract is src/hosting/headerPolicy.ts. Rebuild; do not edit _headers by hand.'
const redirectsFix =
  'The rules of _redirects come from redirectsFile in scripts/hosting/redirects.ts (routes.config.ts redirects). Rebuild; do not edit _redirects by hand.'

/** The findings of the hosting-files check for a dist/ built for `host`. */
export function hostingFileFindings(
  check: string,
  context: DistContext,
  { host, editorHere }: HostingSetup,
): Finding[] {
  const findings: Finding[] = []
  const { files } = context
  for (const file of [headersFileName, redirectsFileName])
    if (!files.has(file))
      findings.push({ check, file, message: 'missing.', fix: 'Run npm run build: the hosting steps write it.' })
  if (findings.length > 0) return findings
  const headersText = context.text(headersFileName)
  const blocks = parseHeadersFile(headersText)
  const redirectsText = context.text(redirectsFileName)
  findings.push(...headerFindings(check, context, blocks, siteHeadersOf(headersText), { host, editorHere }))
  findings.push(...limitFindings(check, headersText, blocks, redirectsText))
  findings.push(...repeatedHeaders(check, blocks, host))
  findings.push(...offSiteTargets(check, parseRedirectsFile(redirectsText)))
  if (host === 'netlify')
    findings.push(...netlifyFindings(check, context, parseHeadersFile(headersText), redirectsText))
  else findings.push(...cloudflareRedirectFindings(check, context, parseRedirectsFile(redirectsText)))
  return findings
}

/** The directive of a CSP that starts with `name`, or undefined. */
const directiveOf = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `))

/**
 * What every kind of path gets from `_headers`, read as both hosts apply it (a later matching
 * rule's value replaces an earlier one's): the site's security headers and CSP, one Cache-Control
 * (immutable for hashed assets only), the editor's own policy under its folder, noindex on data.
 */
function headerFindings(
  check: string,
  context: DistContext,
  blocks: readonly HeaderBlock[],
  site: Record<string, string>,
  { host, editorHere }: HostingSetup,
): Finding[] {
  const findings: Finding[] = []
  const add = (message: string) => findings.push({ check, file: headersFileName, message, fix: headersFix })
  const { entries, files } = context
  const reported = new Set<string>()
  // One finding per header and problem, naming the first path it was seen on: a rule missing on /* would otherwise fail every path.
  const once = (key: string, message: string) => {
    if (reported.has(key)) return
    reported.add(key)
    add(message)
  }

  for (const name of securityHeaderNames)
    if (!site[name]) once(`site ${name}`, `the /* rule does not set ${name}, so responses go without it.`)

  const expectFor = (path: string, kind: 'page' | 'file' | 'asset' | 'editor') => {
    const got = headersForPath(blocks, path)
    for (const name of securityHeaderNames)
      if (!got[name])
        once(`${kind} ${name}`, `${path} gets no ${name}; every response needs it (src/hosting/headerPolicy.ts).`)
    const csp = got['Content-Security-Policy'] ?? ''
    if (csp) {
      for (const directive of requiredCspDirectives)
        if (
          !csp
            .split(';')
            .map((part) => part.trim())
            .includes(directive)
        )
          once(`${kind} csp ${directive}`, `${path} gets a Content-Security-Policy without ${directive}.`)
      const scriptSrc = directiveOf(csp, 'script-src') ?? directiveOf(csp, 'default-src') ?? ''
      for (const source of forbiddenScriptSources)
        if (scriptSrc.split(/\s+/).includes(source))
          once(`${kind} csp ${source}`, `${path} gets a script-src that allows ${source}.`)
    }
    const cache = kind === 'asset' ? cacheRules.hashedAssets : cacheRules.html
    if (got['Cache-Control'] !== cache)
      once(
        `${kind} cache`,
        `${path} gets Cache-Control ${JSON.stringify(got['Cache-Control'] ?? null)}, expected ${JSON.stringify(cache)}${kind === 'asset' ? ' (a hashed asset: its name changes with its content)' : ''}.`,
      )
    if (kind === 'editor' && editorHere) {
      for (const [name, value] of Object.entries(editorPolicy))
        if (got[name] !== value)
          once(
            `editor ${name}`,
            `${path} (the content editor) gets ${name} ${JSON.stringify(got[name] ?? null)}, expected ${JSON.stringify(value)}.`,
          )
      if (csp && csp === site['Content-Security-Policy'])
        once('editor csp', `${path} (the content editor) gets the site's Content-Security-Policy, not its own.`)
    } else {
      // The site's own paths: the values of the /* rule, which no narrower rule changes.
      for (const [name, value] of Object.entries(site))
        if (name !== 'X-Robots-Tag' && got[name] !== value)
          once(
            `${kind} site ${name}`,
            `${path} gets ${name} ${JSON.stringify(got[name] ?? null)}, not the site's ${JSON.stringify(value)}.`,
          )
    }
  }

  const redirectSources = entries.flatMap((entry) =>
    entry.kind === 'redirect' ? [entry.path, otherUrlForm(entry.path) ?? entry.path] : [],
  )
  const notFoundProbes = entries.flatMap((entry) =>
    entry.kind === 'notFound' ? [`${languagePrefix(entry.language)}/no-such-page/`] : [],
  )
  for (const entry of entries) if (entry.kind === 'page' || entry.kind === 'alias') expectFor(entry.path, 'page')
  for (const path of [...redirectSources, ...notFoundProbes]) expectFor(path, 'page')
  for (const path of [editorPath, editorPath.replace(/\/$/, '')]) expectFor(path, 'editor')
  for (const file of files) {
    if (file.startsWith('_')) continue
    const path = `/${file}`
    expectFor(path, file.startsWith(`${editorFolder}/`) ? 'editor' : file.startsWith('assets/') ? 'asset' : 'file')
  }

  // Data for the site's scripts, and any file there might be later: never indexed.
  const dataPaths = [
    ...internalDataPatterns.map((pattern) => pattern.replace('*', 'probe')),
    ...[...files]
      .map((file) => `/${file}`)
      .filter((path) => internalDataPatterns.some((pattern) => patternMatches(pattern, path))),
  ]
  for (const path of dataPaths)
    if (headersForPath(blocks, path)['X-Robots-Tag'] !== noindexHeader['X-Robots-Tag'])
      once(
        `data ${path}`,
        `${path} is data for the site's scripts and can be indexed (X-Robots-Tag ${JSON.stringify(headersForPath(blocks, path)['X-Robots-Tag'] ?? null)}).`,
      )

  if (host === 'cloudflare') {
    // Cloudflare Pages serves the site at <project>.pages.dev and each preview below it: copies no search engine may index.
    for (const copyHost of [`${siteConfig.slug}-website.pages.dev`, `a1b2c3d4.${siteConfig.slug}-website.pages.dev`]) {
      if (headersForPath(blocks, '/', copyHost)['X-Robots-Tag'] !== noindexHeader['X-Robots-Tag'])
        once(
          `copy ${copyHost}`,
          `https://${copyHost}/ can be indexed: a pages.dev copy of the site needs X-Robots-Tag: noindex.`,
        )
    }
    const productionHost = new URL(siteConfig.siteUrl).host
    if (!productionHost.endsWith('.pages.dev') && headersForPath(blocks, '/', productionHost)['X-Robots-Tag'])
      once(
        'production noindex',
        `${siteConfig.siteUrl}/ gets X-Robots-Tag ${headersForPath(blocks, '/', productionHost)['X-Robots-Tag']}: the site itself must be indexed.`,
      )
  }
  return findings
}

/** Cloudflare Pages' documented limits (src/hosting/hostLimits.ts), which the build also enforces as it writes. */
function limitFindings(
  check: string,
  headersText: string,
  blocks: readonly HeaderBlock[],
  redirectsText: string,
): Finding[] {
  const findings: Finding[] = []
  const limits = cloudflarePagesLimits
  if (blocks.length > limits.headerRules)
    findings.push({
      check,
      file: headersFileName,
      message: `${blocks.length} rules; Cloudflare Pages reads at most ${limits.headerRules}.`,
      fix: 'Fewer rules in headerRules (scripts/hosting/headers.ts).',
    })
  const counts = redirectRuleCounts(parseRedirectsFile(redirectsText).map((rule) => rule.from))
  if (counts.static > limits.staticRedirects || counts.dynamic > limits.dynamicRedirects)
    findings.push({
      check,
      file: redirectsFileName,
      message: `${counts.static} static and ${counts.dynamic} dynamic rules; Cloudflare Pages applies at most ${limits.staticRedirects} and ${limits.dynamicRedirects}.`,
      fix: 'Fewer redirects in routes.config.ts (see redirectsFile in scripts/hosting/redirects.ts).',
    })
  for (const [file, text] of [
    [headersFileName, headersText],
    [redirectsFileName, redirectsText],
  ] as const) {
    const longest = longestLine(text)
    if (longest.length > limits.lineCharacters)
      findings.push({
        check,
        file,
        message: `line ${longest.line} has ${longest.length} characters; Cloudflare Pages reads at most ${limits.lineCharacters}.`,
        fix: 'Shorten it (for _headers, the CSP: fewer inline script hashes).',
      })
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
    if (host === 'netlify' && block.detach.length > 0)
      findings.push({
        check,
        file: headersFileName,
        message: `${block.pattern} detaches ${block.detach.join(', ')}; Netlify does not read "!" lines.`,
        fix: "Build with DEPLOY_HOST=netlify: headersFile writes Netlify's dialect.",
      })
    const detached = new Set(block.detach.map((name) => name.toLowerCase()))
    for (const [name] of block.headers) {
      const earlier = setBy.get(name.toLowerCase())
      if (earlier && host === 'cloudflare' && !detached.has(name.toLowerCase()))
        findings.push({
          check,
          file: headersFileName,
          message: `${name} is set by ${earlier} and again by ${block.pattern} without "! ${name}": Cloudflare Pages joins both values where both match.`,
          fix: "headerRules (scripts/hosting/headers.ts) lists the header in the later rule's `replaces`.",
        })
      setBy.set(name.toLowerCase(), block.pattern)
    }
  }
  return findings
}

/**
 * Every rule of `_redirects` sends the visitor to a path on the site itself (src/hosting/redirectTarget.ts),
 * whatever fills its placeholders: never another host, nor a path a browser or the next hop reads as one.
 */
function offSiteTargets(check: string, rules: readonly RedirectLine[]): Finding[] {
  return rules
    .filter((rule) => !isSitePath(rule.to))
    .map((rule) => ({
      check,
      file: redirectsFileName,
      message: `${rule.from} → ${rule.to}: the target is not a path on the site itself (it must start with one "/" and a plain segment, with no "\\", whitespace or dot segment), so the rule can send a visitor, and a sign-in link's ?code=, to another host.`,
      fix: redirectsFix,
    }))
}

/** Where a `_redirects` rule sends `path`: its target with the source's placeholders (`:name`) and splat filled in. */
function targetOf(rule: RedirectLine, path: string): string {
  const names: string[] = []
  const expression = rule.from
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((piece) => {
      if (piece === '*') return (names.push('splat'), '(.*)')
      if (piece.startsWith(':')) return (names.push(piece.slice(1)), '([^/]+)')
      return piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  const values = new RegExp(`^${expression}$`).exec(path)?.slice(1) ?? []
  return names.reduce((target, name, index) => target.replaceAll(`:${name}`, values[index] ?? ''), rule.to)
}

/**
 * The Cloudflare dialect of `_redirects`, read as Cloudflare Pages applies it (the first rule whose
 * source matches the path exactly, before any file; no `!`): each manifest redirect one rule, from
 * both forms of its source, to its target; the other form of each page's address one 301 to it;
 * no rule in front of a page.
 */
function cloudflareRedirectFindings(check: string, context: DistContext, rules: readonly RedirectLine[]): Finding[] {
  const findings: Finding[] = []
  const add = (message: string) => findings.push({ check, file: redirectsFileName, message, fix: redirectsFix })
  const answer = (path: string) => {
    const rule = rules.find((candidate) => patternMatches(candidate.from, path))
    return rule ? { status: rule.status ?? 301, location: targetOf(rule, path) } : null
  }
  for (const rule of rules)
    if (rule.force) add(`${rule.from} is forced ("!"), which Cloudflare Pages rejects as an invalid status.`)
  for (const entry of context.entries) {
    if (entry.kind === 'redirect') {
      for (const path of [entry.path, otherUrlForm(entry.path)]) {
        if (!path) continue
        const got = answer(path)
        if (got?.status !== redirectStatus(entry) || got.location !== entry.target)
          add(`${path} answers ${JSON.stringify(got)}, expected ${redirectStatus(entry)} to ${entry.target}.`)
      }
    } else if (entry.kind === 'page' || entry.kind === 'alias') {
      const shadow = answer(entry.path)
      if (shadow)
        add(
          `the page ${entry.path} answers ${JSON.stringify(shadow)}: a redirect rule shadows it (fix routes.config.ts redirects).`,
        )
      const other = otherUrlForm(entry.path)
      const redirected = other ? answer(other) : null
      if (other && (redirected?.status !== 301 || redirected.location !== entry.path))
        add(`${other} answers ${JSON.stringify(redirected)}, expected one 301 to ${entry.path}.`)
    }
  }
  return findings
}

/** The Netlify dialect of this build's hosting files, served by the emulator: one redirect per manifest redirect, the language's 404 page elsewhere, headers once. */
function netlifyFindings(
  check: string,
  context: DistContext,
  blocks: readonly HeaderBlock[],
  redirectsText: string,
): Finding[] {
  const findings: Finding[] = []
  const add = (message: string) =>
    findings.push({
      check,
      file: redirectsFileName,
      message: `netlify: ${message}`,
      fix: 'See redirectsFile (scripts/hosting/redirects.ts) and dist-check/hosts/hostRules.ts.',
    })
  const { entries, files } = context
  const rules = parseNetlifyRedirects(redirectsText)
  const siteCsp = headersForPath(blocks, '/')['Content-Security-Policy']
  for (const entry of entries) {
    if (entry.kind === 'redirect') {
      const stub = outputFileOf(entry)
      if (stub && !files.has(stub))
        findings.push({
          check,
          file: stub,
          message: `the stub for ${entry.path} is missing.`,
          fix: 'Rebuild: scripts/hosting/redirects.ts writes the stubs.',
        })
      for (const path of [entry.path, otherUrlForm(entry.path)]) {
        if (!path) continue
        const served = serveOnNetlify(rules, files, path)
        if (served.kind !== 'redirect' || served.status !== redirectStatus(entry) || served.location !== entry.target)
          add(`${path} answers ${JSON.stringify(served)}, expected ${redirectStatus(entry)} to ${entry.target}.`)
      }
    } else if (entry.kind === 'notFound') {
      const path = `${languagePrefix(entry.language)}/no-such-page/deeper/`
      const served = serveOnNetlify(rules, files, path)
      if (served.kind !== 'file' || served.status !== 404 || served.file !== outputFileOf(entry))
        add(`${path} answers ${JSON.stringify(served)}, expected ${outputFileOf(entry)} with 404.`)
      if (!siteCsp || netlifyHeaders(blocks, path)['Content-Security-Policy'] !== siteCsp)
        add(`${path} (a 404 page) does not get the site's CSP.`)
    } else {
      const served = serveOnNetlify(rules, files, entry.path)
      if (served.status !== 200)
        add(
          `the page ${entry.path} answers ${JSON.stringify(served)}; a redirect rule shadows it (fix routes.config.ts redirects).`,
        )
      const other = otherUrlForm(entry.path)
      if (other && !entry.params) {
        const redirected = serveOnNetlify(rules, files, other)
        if (redirected.kind !== 'redirect' || redirected.location !== entry.path)
          add(`${other} answers ${JSON.stringify(redirected)}, expected one redirect to ${entry.path}.`)
      }
    }
  }
  return findings
}
