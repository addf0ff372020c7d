/**
 * Redirects from the manifest: `_redirects` (301, in the dialect of the CDN that reads it; both
 * keep the query string) and a small HTML stub at each source so plain static hosts redirect too.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { site } from '../../src/config/site'
import { defaultLanguage, languages, languageTag } from '../../routes.config'
import { buildError, HostingLineTooLong, TooManyRedirects } from '../../src/errors/buildErrors'
import { cloudflarePagesLimits, longestLine, redirectRuleCounts } from '../../src/hosting/hostLimits'
import { redirectsFileName } from '../../src/hosting/siteFiles'
import { otherUrlForm } from '../../src/hosting/urlForm'
import { joinPath, languagePrefix } from '../../src/routing/localizedPath'
import { routePatterns } from '../../src/routing/routePatterns'
import { notFoundFile, outputFileOf, redirectStatus, type RouteEntry } from '../../src/routing/routeTable'
import type { DeployHost } from '../../src/config/deployHost'

type RedirectEntry = Extract<RouteEntry, { kind: 'redirect' }>

/** Applies the stub's target with the visitor's query and hash; loaded from a file so the CSP needs no hash for it. */
const redirectScriptFile = 'redirect.js'
const redirectScript = `(function () {
  var meta = document.querySelector('meta[name="redirect-target"]');
  var target = meta && meta.getAttribute('content');
  // Only a same-origin absolute path: never "//host" or "/\\\\host".
  if (!target || !/^\\/(?![\\/\\\\])/.test(target)) return;
  location.replace(target + location.search + location.hash);
})();
`

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

function redirectStubHtml(entry: RedirectEntry): string {
  const target = escapeAttribute(entry.target)
  const absolute = escapeAttribute(`${site.siteUrl}${entry.target}`)
  return `<!doctype html>
<html lang="${languageTag(entry.language)}">
<head>
<meta charset="utf-8">
<title>${site.brand}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${absolute}">
<meta name="redirect-target" content="${target}">
<script src="/${redirectScriptFile}"></script>
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p><a href="${target}">${absolute}</a></p>
</body>
</html>
`
}

/**
 * `_redirects` for the CDN that reads it; every target is in the site's URL form
 * (src/hosting/urlForm.ts), so each rule is one hop to a page that answers 200.
 *
 * Cloudflare Pages matches a static rule's source exactly (`/faq` is not `/faq/`), always
 * before its files, and rejects Netlify's `!`: each manifest redirect gets a rule for both forms
 * of its source, and each page the other form of its address (`/threats` → `/threats/`), which
 * Cloudflare would otherwise answer with its own 308. Static rules first: after the first rule with
 * a `:placeholder`, Cloudflare counts every rule as dynamic (100 at most); pages made from content
 * (posts, later pages of the blog index) take one dynamic rule per pattern and language.
 *
 * Netlify matches a rule with or without the trailing slash and serves an existing file (every
 * source has its stub) unless the rule is forced (`301!`); its pretty URLs redirect `/threats` to
 * `/threats/` by themselves. It only knows /404.html, so each language gets a 404 rule.
 */
export function redirectsFile(entries: readonly RouteEntry[], host: DeployHost): string {
  const redirects = entries.filter((entry): entry is RedirectEntry => entry.kind === 'redirect')
  const lines: string[] = []
  if (host === 'netlify') {
    for (const entry of redirects)
      lines.push(`${otherUrlForm(entry.path) ?? entry.path} ${entry.target} ${redirectStatus(entry)}!`)
    for (const entry of entries) {
      if (entry.kind === 'notFound' && entry.language !== defaultLanguage)
        lines.push(`${languagePrefix(entry.language)}/* /${notFoundFile(entry.language)} 404`)
    }
  } else {
    for (const entry of redirects)
      for (const source of [entry.path, otherUrlForm(entry.path)])
        if (source) lines.push(`${source} ${entry.target} ${redirectStatus(entry)}`)
    const pagePatterns = new Set<string>()
    for (const entry of entries) {
      if ((entry.kind !== 'page' && entry.kind !== 'alias') || entry.params) continue
      const source = otherUrlForm(entry.path)
      if (source) lines.push(`${source} ${entry.path} 301`)
    }
    for (const language of languages) {
      for (const route of routePatterns(language))
        if (route.kind !== 'redirect' && route.pattern.includes(':'))
          pagePatterns.add(joinPath(language, route.pattern))
    }
    for (const pattern of pagePatterns) lines.push(`${otherUrlForm(pattern)} ${pattern} 301`)
    const counts = redirectRuleCounts(lines.map((line) => line.split(' ')[0]!))
    if (counts.static > cloudflarePagesLimits.staticRedirects)
      throw buildError(TooManyRedirects, {
        kind: 'static',
        count: counts.static,
        limit: cloudflarePagesLimits.staticRedirects,
      })
    if (counts.dynamic > cloudflarePagesLimits.dynamicRedirects)
      throw buildError(TooManyRedirects, {
        kind: 'dynamic',
        count: counts.dynamic,
        limit: cloudflarePagesLimits.dynamicRedirects,
      })
  }
  const text = `${lines.join('\n')}\n`
  const longest = longestLine(text)
  if (longest.length > cloudflarePagesLimits.lineCharacters)
    throw buildError(HostingLineTooLong, {
      file: redirectsFileName,
      length: longest.length,
      line: longest.line,
      limit: cloudflarePagesLimits.lineCharacters,
    })
  return text
}

/** Writes `_redirects`, the stubs and their script; returns how many manifest redirects and `_redirects` rules there are. */
export async function writeRedirects(
  distDir: string,
  entries: readonly RouteEntry[],
  host: DeployHost,
): Promise<{ redirects: number; rules: number }> {
  const redirects = entries.filter((entry): entry is RedirectEntry => entry.kind === 'redirect')
  const file = redirectsFile(entries, host)
  await writeFile(join(distDir, redirectsFileName), file)
  await writeFile(join(distDir, redirectScriptFile), redirectScript)
  for (const entry of redirects) {
    const stub = outputFileOf(entry)
    if (!stub) continue
    await mkdir(dirname(join(distDir, stub)), { recursive: true })
    await writeFile(join(distDir, stub), redirectStubHtml(entry))
  }
  return { redirects: redirects.length, rules: file.split('\n').filter(Boolean).length }
}
