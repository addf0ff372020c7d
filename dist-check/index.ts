/**
 * Verifies dist/ against the route manifest. Runs named checks, prints failures grouped by
 * file with the fix to make, and exits non-zero when any check fails.
 *   tsx dist-check/index.ts            check
 *   tsx dist-check/index.ts --update   rewrite the committed route snapshot, then check
 */
import { existsSync } from 'node:fs'
import { distDir, routeEntries } from '../scripts/routeEntries'
import { headTags } from './checks/headTags'
import { internalLinks } from './checks/internalLinks'
import { linkText } from './checks/linkText'
import { redirects } from './checks/redirects'
import { routeOutputs } from './checks/routeOutputs'
import { routeSnapshotCheck, writeRouteSnapshot } from './checks/routeSnapshot'
import { technicalFacts } from './checks/technicalFacts'
import { loadDistContext } from './context'
import type { Check, Finding } from './types'

const checks: Check[] = [routeOutputs, headTags, redirects, internalLinks, routeSnapshotCheck, technicalFacts, linkText]

function report(findings: readonly Finding[]): string {
  const byFile = new Map<string, Finding[]>()
  for (const finding of findings) byFile.set(finding.file, [...(byFile.get(finding.file) ?? []), finding])
  const blocks = [...byFile].map(([file, list]) => [`- ${file}`, ...list.map((f) => `    [${f.check}] ${f.message}\n      fix: ${f.fix}`)].join('\n'))
  return blocks.join('\n')
}

if (!existsSync(distDir)) {
  console.error('dist-check: dist/ does not exist. Run npm run build first.')
  process.exit(1)
}
const entries = routeEntries()
const context = loadDistContext(distDir, entries)
if (process.argv.includes('--update')) {
  writeRouteSnapshot(entries, context.files)
  console.log('dist-check: route snapshot updated (dist-check/route-snapshot.json); commit it.')
}
const findings: Finding[] = []
for (const check of checks) {
  const found = await check.run(context)
  console.log(`dist-check: ${found.length === 0 ? 'ok  ' : 'FAIL'} ${check.name}${found.length ? ` (${found.length})` : ''}`)
  findings.push(...found)
}
console.log(`dist-check: ${context.pages.size} HTML files, ${entries.length} manifest routes checked.`)
if (findings.length > 0) {
  console.error(`\ndist-check found ${findings.length} problem(s) in dist/:\n${report(findings)}`)
  process.exit(1)
}
