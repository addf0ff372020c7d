/**
 * Redirects from the manifest: `_redirects` (301, in the dialect of the CDN that reads it; both
 * keep the query string) and a small HTML stub at each source so plain static hosts redirect too.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { site } from '../../src/config/site'
import { defaultLanguage } from '../../routes.config'
import { languagePrefix } from '../../src/routing/localizedPath'
import { notFoundFile, outputFileOf, redirectStatus, type RouteEntry } from '../../src/routing/routeTable'
import type { DeployHost } from '../../src/config/deployHost'

type RedirectEntry = Extract<RouteEntry, { kind: 'redirect' }>

/** Applies the stub's target with the visitor's query and hash; loaded from a file so the CSP needs no hash for it. */
export const redirectScriptFile = 'redirect.js'
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

export function redirectStubHtml(entry: RedirectEntry): string {
  const target = escapeAttribute(entry.target)
  const absolute = escapeAttribute(`${site.siteUrl}${entry.target}`)
  return `<!doctype html>
<html lang="${entry.language}">
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
 * `_redirects` for the CDN that reads it. Netlify: forced (`301!`), since a stub exists at every
 * source and Netlify otherwise serves the file instead of redirecting; plus a rule per language
 * serving its 404.html (Netlify only knows /404.html). Cloudflare Pages: plain `301`/`302` (it always
 * redirects and rejects `!`) and nothing for 404s (it finds the nearest 404.html itself).
 */
export function redirectsFile(entries: readonly RouteEntry[], host: DeployHost): string {
  const lines = entries.filter((entry): entry is RedirectEntry => entry.kind === 'redirect').map((entry) => `${entry.path} ${entry.target} ${redirectStatus(entry)}${host === 'netlify' ? '!' : ''}`)
  if (host === 'netlify') {
    for (const entry of entries) {
      if (entry.kind === 'notFound' && entry.language !== defaultLanguage) lines.push(`${languagePrefix(entry.language)}/* /${notFoundFile(entry.language)} 404`)
    }
  }
  return `${lines.join('\n')}\n`
}

/** First path segments of the unprefixed redirect sources (their folders hold only a stub). */
export function redirectSourceFolders(entries: readonly RouteEntry[]): Set<string> {
  return new Set(entries.flatMap((entry) => (entry.kind === 'redirect' && entry.language === defaultLanguage ? [entry.path.split('/')[1]!] : [])))
}

export async function writeRedirects(distDir: string, entries: readonly RouteEntry[], host: DeployHost): Promise<number> {
  const redirects = entries.filter((entry): entry is RedirectEntry => entry.kind === 'redirect')
  await writeFile(join(distDir, '_redirects'), redirectsFile(entries, host))
  await writeFile(join(distDir, redirectScriptFile), redirectScript)
  for (const entry of redirects) {
    const file = outputFileOf(entry)
    if (!file) continue
    await mkdir(dirname(join(distDir, file)), { recursive: true })
    await writeFile(join(distDir, file), redirectStubHtml(entry))
  }
  return redirects.length
}

/** One line of a `_redirects` file as written: source, target, status (null when left out) and Netlify's force mark `!`. */
export interface RedirectLine {
  from: string
  to: string
  status: number | null
  force: boolean
}

/**
 * The lines of a `_redirects` file, read once for everything that serves or checks dist/ (the
 * local server, dist-check and its host emulators). What a host then does with a line differs
 * by host, and is theirs to decide.
 */
export function parseRedirectsFile(text: string): RedirectLine[] {
  const lines: RedirectLine[] = []
  for (const raw of text.split('\n')) {
    const [from, to, code] = raw.trim().split(/\s+/)
    if (!from || !to || from.startsWith('#')) continue
    const match = /^(\d{3})(!?)$/.exec(code ?? '')
    if (code && !match) continue
    lines.push({ from, to, status: match ? Number(match[1]) : null, force: match?.[2] === '!' })
  }
  return lines
}
