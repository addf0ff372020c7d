/**
 * dist-check as a function, for the CLI (scripts/checkDist.ts) and the build (scripts/build.ts):
 * verifies dist/ against the routes of the build manifest (scripts/shared/buildManifest.ts),
 * prints each check's outcome and every failure grouped by file with the fix to make, and
 * answers whether dist/ passed and how long each check took.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { entriesOf, type BuildManifest } from '../scripts/shared/buildManifest'
import { buildCacheDir, distDir } from '../scripts/shared/projectPaths'
import { tenthsCounter } from '../scripts/shared/tenthsCounter'
import type { PostIndex } from '../src/content/blog/postTypes'
import { browserBundle } from './checks/browserBundle'
import { businessFactsCheck } from './checks/businessFacts'
import { editor } from './checks/editor'
import { feeds } from './checks/feeds'
import { headTags } from './checks/headTags'
import { hostingFiles } from './checks/hostingFiles'
import { inlineScripts } from './checks/inlineScripts'
import { images } from './checks/images'
import { htmlValidity } from './checks/htmlValidity'
import { internalLinks } from './checks/internalLinks'
import { linkText } from './checks/linkText'
import { notApplicableClaims } from './checks/notApplicableClaims'
import { published } from './checks/published'
import { redirects } from './checks/redirects'
import { routeOutputs } from './checks/routeOutputs'
import { routeSnapshotCheck, writeRouteSnapshot } from './checks/routeSnapshot'
import { securityTxt } from './checks/securityTxt'
import { structuredData } from './checks/structuredData'
import { releases } from './checks/releases'
import { technicalFacts } from './checks/technicalFacts'
import { absoluteClaims } from './checks/absoluteClaims'
import { translatedText } from './checks/translatedText'
import { translationKeys } from './checks/translationKeys'
import { urlForm } from './checks/urlForm'
import { utilityConflicts } from './checks/utilityConflicts'
import { loadDistContext } from './context'
import { runChecks, type CheckOutcome } from './runChecks'
import type { Check, Finding } from './types'

// Valid HTML first: its threads start before the whole-site checks that run on this thread.
const checks: Check[] = [
  htmlValidity,
  routeOutputs,
  published,
  headTags,
  redirects,
  hostingFiles,
  inlineScripts,
  securityTxt,
  internalLinks,
  urlForm,
  routeSnapshotCheck,
  images,
  structuredData,
  feeds,
  translatedText,
  translationKeys,
  technicalFacts,
  absoluteClaims,
  releases,
  businessFactsCheck,
  linkText,
  notApplicableClaims,
  utilityConflicts,
  editor,
  browserBundle,
]

function report(findings: readonly Finding[]): string {
  const byFile = new Map<string, Finding[]>()
  for (const finding of findings) byFile.set(finding.file, [...(byFile.get(finding.file) ?? []), finding])
  const blocks = [...byFile].map(([file, list]) =>
    [`- ${file}`, ...list.map((f) => `    [${f.check}] ${f.message}\n      fix: ${f.fix}`)].join('\n'),
  )
  return blocks.join('\n')
}

export interface DistCheckOptions {
  /** What the build wrote for every route: the files, titles and canonicals dist/ is checked against. */
  manifest: BuildManifest
  /**
   * The published posts, read by the caller (scripts/checkDist.ts, scripts/build.ts): the feeds
   * check follows from them. dist-check reads no source through the build's readers.
   */
  postIndex: PostIndex
  /**
   * Rewrite the committed route snapshot from this build before checking; also when
   * DIST_CHECK_UPDATE_ROUTE_SNAPSHOT=1 (the build-scale bench adds posts, so routes, to a copy of
   * the project, and updates the copy's snapshot).
   */
  updateRouteSnapshot?: boolean
  /**
   * Files of build-report/ the caller holds in memory, by name (the build: its translation-key
   * report); the manifest above is one of them. A check reads these, not the files on disk.
   */
  reports?: Readonly<Record<string, unknown>>
}

export async function runDistCheck(
  options: DistCheckOptions,
): Promise<{ passed: boolean; seconds: Record<string, number> }> {
  const updateRouteSnapshot = options.updateRouteSnapshot || process.env.DIST_CHECK_UPDATE_ROUTE_SNAPSHOT === '1'
  if (!existsSync(distDir)) {
    console.error('dist-check: dist/ does not exist. Run npm run build first.')
    return { passed: false, seconds: {} }
  }
  const entries = entriesOf(options.manifest)
  const context = loadDistContext(distDir, entries, options.postIndex, buildCacheDir, {
    ...options.reports,
    'build-manifest.json': options.manifest,
  })
  if (updateRouteSnapshot) {
    writeRouteSnapshot(entries, context.files)
    console.log('dist-check: route snapshot updated (dist-check/route-snapshot.json); commit it.')
  }
  const findings: Finding[] = []
  const warnings: Finding[] = []
  const seconds: Record<string, number> = {}
  console.log(
    `dist-check: ${checks.length} checks of ${context.htmlFiles.length} HTML files; each says when it is done.`,
  )
  // Said as each check finishes (review DV-7), in the order they finish.
  const said = (outcome: CheckOutcome) => console.log(outcomeLine(outcome))
  const total = context.htmlFiles.length
  const fileChecked = tenthsCounter(total, (done) => console.log(`dist-check: pages ${done}/${total}`))
  for (const outcome of await runChecks(checks, context, said, fileChecked)) {
    const failed = outcome.findings.filter((finding) => finding.severity !== 'warning')
    findings.push(...failed)
    warnings.push(...outcome.findings.filter((finding) => finding.severity === 'warning'))
    seconds[outcome.name] = outcome.seconds
  }
  console.log(`dist-check: ${context.htmlFiles.length} HTML files, ${entries.length} manifest routes checked.`)
  writeWarnings(warnings)
  if (warnings.length > 0)
    console.warn(
      `\ndist-check has ${warnings.length} warning(s); they stop nothing (build-report/${warningsReport}):\n${report(warnings)}`,
    )
  if (findings.length > 0) {
    console.error(`\ndist-check found ${findings.length} problem(s) in dist/:\n${report(findings)}`)
    return { passed: false, seconds }
  }
  return { passed: true, seconds }
}

/** One check's result: ok, warn or FAIL, with its counts and seconds. */
function outcomeLine(outcome: CheckOutcome): string {
  const failed = outcome.findings.filter((finding) => finding.severity !== 'warning').length
  const warned = outcome.findings.length - failed
  return `dist-check: ${failed > 0 ? 'FAIL' : warned > 0 ? 'warn' : 'ok  '} ${outcome.name}${failed ? ` (${failed})` : ''}${warned ? ` (${warned} warning${warned === 1 ? '' : 's'})` : ''} (${outcome.seconds.toFixed(2)} s)`
}

/** The warnings of the last check, for whoever reads the build report (an editor's CI summary, `npm run report`). */
const warningsReport = 'dist-check-warnings.json'

function writeWarnings(warnings: readonly Finding[]): void {
  // Beside dist/, where the render writes its report (dist-check/context.ts reads it there).
  const dir = join(distDir, '..', 'build-report')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, warningsReport), `${JSON.stringify(warnings, null, 1)}\n`)
}
