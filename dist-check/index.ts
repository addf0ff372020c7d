/**
 * Verifies dist/ against the route manifest. Runs named checks, prints failures grouped by
 * file with the fix to make, and exits non-zero when any check fails.
 *   tsx dist-check/index.ts            check
 *   tsx dist-check/index.ts --update   rewrite the committed route snapshot, then check
 */
import { existsSync } from 'node:fs'
import { distDir, routeEntries } from '../scripts/content/routeEntries'
import { feeds } from './checks/feeds'
import { headTags } from './checks/headTags'
import { hostingFiles } from './checks/hostingFiles'
import { htmlValidity } from './checks/htmlValidity'
import { internalLinks } from './checks/internalLinks'
import { linkText } from './checks/linkText'
import { redirects } from './checks/redirects'
import { routeOutputs } from './checks/routeOutputs'
import { routeSnapshotCheck, writeRouteSnapshot } from './checks/routeSnapshot'
import { structuredData } from './checks/structuredData'
import { technicalFacts } from './checks/technicalFacts'
import { translatedText } from './checks/translatedText'
import { translationKeys } from './checks/translationKeys'
import { loadDistContext } from './context'
import type { Check, Finding } from './types'

const checks: Check[] = [routeOutputs, headTags, redirects, hostingFiles, internalLinks, routeSnapshotCheck, htmlValidity, structuredData, feeds, translatedText, translationKeys, technicalFacts, linkText]

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
  const checkStarted = performance.now()
  const found = await check.run(context)
  const seconds = ((performance.now() - checkStarted) / 1000).toFixed(2)
  console.log(`dist-check: ${found.length === 0 ? 'ok  ' : 'FAIL'} ${check.name}${found.length ? ` (${found.length})` : ''} (${seconds} s)`)
  findings.push(...found)
}
console.log(`dist-check: ${context.pages.size} HTML files, ${entries.length} manifest routes checked.`)
if (findings.length > 0) {
  console.error(`\ndist-check found ${findings.length} problem(s) in dist/:\n${report(findings)}`)
  process.exit(1)
}
