import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isStaged, publishedLanguages, routes } from '../../routes.config'
import { joinPath } from '../../src/routing/localizedPath'
import { routePatterns } from '../../src/routing/routePatterns'
import { outputFileOf, pageFileOf, type RouteEntry } from '../../src/routing/routeTable'
import type { Check, Finding } from '../types'

const snapshotFile = join(import.meta.dirname, '..', 'route-snapshot.json')

/**
 * One line per output file the manifest fixes: `file  kind  language  target-or-canonical`; pages
 * made from content (each post, each later page of the blog index) appear once per pattern, as
 * `post/:slug/index.html`, so publishing a post changes no committed line. Whether every post was
 * built is the route outputs check's job. Committed; reviewed in diffs.
 */
function routeSnapshot(entries: readonly RouteEntry[], files: ReadonlySet<string>): string[] {
  // A staged language's routes are recorded once it is published (docs/adding-a-language.md).
  const lines = entries
    .filter((entry) => !('params' in entry && entry.params) && !isStaged(entry.language))
    .map((entry) => {
      const file = outputFileOf(entry) ?? `(rule only) ${entry.path}`
      const built = outputFileOf(entry) === null || files.has(file) ? '' : ' MISSING'
      const target =
        entry.kind === 'redirect'
          ? `-> ${entry.target}`
          : entry.kind === 'alias'
            ? `= ${entry.canonicalPath}`
            : entry.path
      return `${file}  ${entry.kind}  ${entry.language}  ${target}${built}`
    })
  for (const language of publishedLanguages) {
    for (const route of routePatterns(language)) {
      if (route.kind === 'redirect' || !route.pattern.includes(':')) continue
      const path = joinPath(language, route.pattern)
      lines.push(
        `${pageFileOf(path)}  ${route.kind}  ${language}  ${route.kind === 'alias' ? `= ${joinPath(language, routes.pages[route.page].path)}` : path}`,
      )
    }
  }
  return lines.sort()
}

export function writeRouteSnapshot(entries: readonly RouteEntry[], files: ReadonlySet<string>): void {
  writeFileSync(snapshotFile, `${JSON.stringify(routeSnapshot(entries, files), null, 1)}\n`)
}

/** The built route set must equal the committed snapshot; `npm run snapshot:routes` updates it. */
export const routeSnapshotCheck: Check = {
  name: 'route snapshot',
  site({ entries, files }) {
    const current = routeSnapshot(entries, files)
    if (!existsSync(snapshotFile))
      return [
        {
          check: this.name,
          file: 'dist-check/route-snapshot.json',
          message: 'No committed route snapshot.',
          fix: 'Run npm run snapshot:routes and commit dist-check/route-snapshot.json.',
        },
      ]
    const committed = new Set<string>(JSON.parse(readFileSync(snapshotFile, 'utf8')))
    const now = new Set(current)
    const findings: Finding[] = []
    for (const line of current)
      if (!committed.has(line))
        findings.push({
          check: this.name,
          file: line.split('  ')[0] ?? line,
          message: `New or changed route: ${line}`,
          fix: 'If intended, run npm run snapshot:routes and commit the snapshot.',
        })
    for (const line of committed)
      if (!now.has(line))
        findings.push({
          check: this.name,
          file: line.split('  ')[0] ?? line,
          message: `Route gone from the build: ${line}`,
          fix: 'If intended, run npm run snapshot:routes and commit the snapshot.',
        })
    return findings
  },
}
