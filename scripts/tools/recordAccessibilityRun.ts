/**
 * `npm run accessibility:record`: runs the automated accessibility checks and the tests named
 * after each accessibility finding against the test build (`npm run build:test` first), and writes
 * what happened to src/content/accessibility/automatedRun.json, which the statement and the
 * conformance report read. Commit the file it writes: it is the record, with the date, the commit
 * the build came from and the browser. A run with a failed test is recorded as it happened.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { accessibilityFindings } from '../../src/content/accessibility/accessibilityFindings'
import { automatedChecks } from '../../src/content/accessibility/automatedChecks'
import type { AutomatedRun, Outcome } from '../../src/content/accessibility/automatedRun'
import { successCriteria, type CriterionNumber } from '../../src/content/accessibility/wcagCriteria'
import { findingTag, titleTags } from '../../src/content/reviewFindingTag'
import axe from 'axe-core'
import { testBrowser } from './browserPath'

const root = join(import.meta.dirname, '..', '..')
const output = join(root, 'src', 'content', 'accessibility', 'automatedRun.json')
/** The axe tags the browser tests run (tests/e2e/openStates.spec.ts, everyPage.spec.ts). */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const tags = accessibilityFindings.map((finding) =>
  finding.source === 'ownReview' ? finding.id : findingTag(finding.source, finding.id),
)

function files(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return files(path, pattern)
    return pattern.test(entry.name) ? [relative(root, path)] : []
  })
}

/** The test files whose text names a finding's tag at the start of a title. */
function filesNamingFindings(candidates: string[]): string[] {
  return candidates.filter((file) => {
    const text = readFileSync(join(root, file), 'utf8')
    return tags.some((tag) => text.includes(`${tag}:`) || text.includes(`${tag} / `))
  })
}

/** The WCAG criteria the axe-core rules of those tags test, read from axe-core's own rule tags. */
function axeCriteria(): CriterionNumber[] {
  const known = new Set<string>(successCriteria.map((criterion) => criterion.number))
  const numbers = new Set<string>()
  for (const rule of axe.getRules(axeTags))
    for (const tag of rule.tags) {
      const match = /^wcag(\d)(\d)(\d+)$/.exec(tag)
      if (match) numbers.add(`${match[1]}.${match[2]}.${match[3]}`)
    }
  return successCriteria
    .map((criterion) => criterion.number)
    .filter((number) => numbers.has(number) && known.has(number))
}

interface RecordedTest {
  file: string
  /** The describe titles and the test's own, outermost first. */
  titles: string[]
  outcome: Outcome
}

interface PlaywrightSuite {
  title: string
  file: string
  suites?: PlaywrightSuite[]
  specs?: { title: string; file: string; tests: { status: 'expected' | 'unexpected' | 'flaky' | 'skipped' }[] }[]
}

function playwrightTests(suite: PlaywrightSuite, parents: string[]): RecordedTest[] {
  const titles = suite.title && suite.title !== suite.file ? [...parents, suite.title] : parents
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        file: join('tests', 'e2e', spec.file),
        titles: [...titles, spec.title],
        // A test that passed on its retry counts as passed, as the suite counts it (flaky).
        outcome: (test.status === 'unexpected' ? 'failed' : 'passed') as Outcome,
      })),
    ),
    ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, titles)),
  ]
}

function runPlaywright(specs: string[], dir: string): RecordedTest[] {
  if (specs.length === 0) return []
  const report = join(dir, 'playwright.json')
  console.log(`[accessibility:record] Playwright: ${specs.join(' ')}`)
  spawnSync('npx', ['playwright', 'test', ...specs, ...playwrightOptions, '--reporter=json'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  })
  if (!existsSync(report)) throw new Error('Playwright wrote no report: is the test build there (npm run build:test)?')
  const json = JSON.parse(readFileSync(report, 'utf8')) as { suites: PlaywrightSuite[] }
  return json.suites.flatMap((suite) => playwrightTests(suite, []))
}

function runVitest(testFiles: string[], dir: string): RecordedTest[] {
  if (testFiles.length === 0) return []
  const report = join(dir, 'vitest.json')
  console.log(`[accessibility:record] Vitest: ${testFiles.join(' ')}`)
  spawnSync('npx', ['vitest', 'run', ...testFiles, '--reporter=json', `--outputFile=${report}`], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    testResults: { name: string; assertionResults: { ancestorTitles: string[]; title: string; status: string }[] }[]
  }
  return json.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      file: relative(root, file.name),
      titles: [...test.ancestorTitles, test.title],
      outcome: (test.status === 'passed' ? 'passed' : 'failed') as Outcome,
    })),
  )
}

const worst = (outcomes: Outcome[]): Outcome => (outcomes.includes('failed') ? 'failed' : 'passed')

const dir = mkdtempSync(join(tmpdir(), 'accessibility-record-'))
/**
 * Options after `--` go to Playwright as they are: `-- --update-snapshots=changed` rewrites the
 * open-state pictures an intended change moved in the same run (look at them before committing).
 * A picture is not an accessibility result: the record counts axe, focus and the other assertions.
 */
const playwrightOptions = process.argv.slice(2)
const declaredSpecs = automatedChecks.flatMap((check) => check.specs).filter((spec) => existsSync(join(root, spec)))
const e2eSpecs = [
  ...new Set([...declaredSpecs, ...filesNamingFindings(files(join(root, 'tests', 'e2e'), /\.spec\.ts$/))]),
]
const unitFiles = filesNamingFindings(files(join(root, 'tests', 'unit'), /\.test\.tsx?$/))
const tests = [...runPlaywright(e2eSpecs, dir), ...runVitest(unitFiles, dir)]

const criteriaOfAxe = axeCriteria()
const checks: AutomatedRun['checks'] = automatedChecks.flatMap((check) => {
  const ran = tests.filter((test) => (check.specs as readonly string[]).includes(test.file))
  if (ran.length === 0) return []
  return [
    {
      id: check.id,
      criteria: check.criteria === 'axe' ? criteriaOfAxe : [...check.criteria],
      tests: ran.length,
      outcome: worst(ran.map((test) => test.outcome)),
    },
  ]
})
const findings: Record<string, Outcome> = {}
for (const tag of tags) {
  const named = tests.filter((test) => test.titles.some((title) => titleTags(title).includes(tag)))
  if (named.length > 0) findings[tag] = worst(named.map((test) => test.outcome))
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
const dirty = git('status', '--porcelain', '--untracked-files=no', '--', 'src', 'locales', 'routes.config.ts') !== ''
// The browser the tests ran in (playwright.config.ts): the headless shell where it is installed.
const browser = execFileSync(testBrowser().executablePath ?? 'chromium', ['--version'], { encoding: 'utf8' }).trim()
const run: AutomatedRun = {
  date: new Date().toISOString().slice(0, 10) as AutomatedRun['date'],
  build: `${git('rev-parse', '--short=7', 'HEAD')}${dirty ? '+changes' : ''}`,
  browser,
  checks,
  findings,
}
writeFileSync(output, `${JSON.stringify({ run }, null, 2)}\n`)
const failed = [
  ...checks.filter((check) => check.outcome === 'failed').map((check) => check.id),
  ...Object.entries(findings)
    .filter(([, outcome]) => outcome === 'failed')
    .map(([tag]) => tag),
]
console.log(
  `[accessibility:record] ${tests.length} tests; ${checks.length} checks, ${Object.keys(findings).length} findings with tests; failed: ${failed.length === 0 ? 'none' : failed.join(', ')}. Wrote ${relative(root, output)}.`,
)
