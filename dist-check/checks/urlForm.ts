import { editorPath } from '../../routes.config'
import { isFilePath, pageOfIndexFile } from '../../src/hosting/urlForm'
import type { Check, DistContext, Finding } from '../types'

/** Text files whose URLs a visitor, crawler or feed reader follows: pages, sitemaps, feeds, data, scripts and `_redirects` (`_headers` holds patterns, not URLs). */
const textFile = /\.(html|xml|json|webmanifest|txt|js)$|^_redirects$/

/** Every absolute URL on the site's host, and every root-relative path written after a quote, `=`, `(` or a space. */
function urlPattern(siteUrl: string): RegExp {
  return new RegExp(`(?:${siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|(?<=["'=(\\s]))(/[^"'\\s<>()\\\\?#]*)`, 'g')
}

/** The site's URL form for a path, when the path names a page in the other form (`/threats` or `/threats/index.html`); null when it is fine. */
export function formProblem(path: string, routePaths: ReadonlySet<string>): string | null {
  const indexOf = pageOfIndexFile(path)
  if (indexOf !== null) return routePaths.has(indexOf) ? indexOf : null
  if (path.endsWith('/') || isFilePath(path)) return null
  return routePaths.has(`${path}/`) ? `${path}/` : null
}

/** Every path the manifest answers (pages, aliases, redirect sources, the editor), in the site's URL form. */
function routePathsOf({ entries }: DistContext): Set<string> {
  return new Set([...entries.filter((entry) => entry.kind !== 'notFound').map((entry) => entry.path), editorPath])
}

/**
 * Every URL in dist/ that names a page uses the site's URL form (src/hosting/urlForm.ts): `/threats/`,
 * never `/threats` (one redirect on every host) nor `/threats/index.html`. Pages are read once with
 * the other page checks; sitemaps, feeds, data, scripts and `_redirects` as the pass starts. Only
 * `_redirects` sources may name the other form: that is what they redirect.
 */
export const urlForm: Check = {
  name: 'URL form',
  pages(context) {
    const check = this.name
    const routePaths = routePathsOf(context)
    const pattern = urlPattern(context.siteUrl)
    const found = new Map<string, { form: string; files: Set<string> }>()
    for (const file of context.files) {
      if (file.endsWith('.html') || !textFile.test(file.split('/').pop()!)) continue
      let text = context.text(file)
      // A redirect's source is the other form by design; its target is checked.
      if (file === '_redirects')
        text = text
          .split('\n')
          .map((line) => line.replace(/^\s*\S+/, ''))
          .join('\n')
      collect(text, file, pattern, routePaths, found)
    }
    return {
      visit({ file, html }) {
        collect(html, file, pattern, routePaths, found)
        return []
      },
      finish: () => report(check, found),
    }
  },
}

function collect(
  text: string,
  file: string,
  pattern: RegExp,
  routePaths: ReadonlySet<string>,
  found: Map<string, { form: string; files: Set<string> }>,
): void {
  for (const match of text.matchAll(pattern)) {
    const path = match[1]!
    const form = formProblem(path, routePaths)
    if (!form) continue
    const entry = found.get(path) ?? { form, files: new Set<string>() }
    entry.files.add(file)
    found.set(path, entry)
  }
}

function report(check: string, found: ReadonlyMap<string, { form: string; files: Set<string> }>): Finding[] {
  return [...found].map(([path, { form, files }]) => {
    const list = [...files]
    const label = list.slice(0, 5).join(', ') + (list.length > 5 ? ` and ${list.length - 5} more` : '')
    const hint =
      list.length > 5 ? ' It is on many files, so it is probably in the header, the footer or a shared component.' : ''
    return {
      check,
      file: label,
      message: `Names ${path}, which every host answers with a redirect to ${form} (the site's URL form).${hint}`,
      fix: `Make the URL with localizedPath() (src/routing/localizedPath.ts); in content, write ${form}.`,
    }
  })
}
