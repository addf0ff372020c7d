/**
 * The translation report of a build: build-report/translations.json (every translation behind its
 * English, unrecorded or missing, with its age and what changed) and the summary the build, the
 * dev server and `npm run translations` print. A stale translation never fails a build: a stale
 * post is published with a notice and a link to the English, a stale string as it is
 * (docs/translations.md); the report is how nobody loses track of either.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  daysSince,
  type TranslationItem,
  type TranslationReport,
} from '../../src/content/translations/translationStatus'
import { sourceHistory } from './sourceHistory'
import { readTranslationReport } from './translationStatus'

const translationReportFile = join('build-report', 'translations.json')

const ageBasis = { git: 'git history', updated: 'the English post’s updated date', date: 'the English post’s date' }

/** One line per item: language, what, state, age and its basis, the file. */
export function itemLine(item: TranslationItem, today: string): string {
  const what = `${{ post: 'post', glossaryEntry: 'glossary entry', string: 'string' }[item.kind]} ${item.id}`
  if (item.state === 'missing') return `${item.language}  ${what}: missing (${item.file})`
  const state = item.state === 'unrecorded' ? 'records no English version' : 'stale'
  const age = item.sourceChanged
    ? `, English changed ${item.sourceChanged.date}, ${daysSince(item.sourceChanged.date, today)} days ago (from ${ageBasis[item.sourceChanged.basis]})`
    : ''
  return `${item.language}  ${what}: ${state}${age} (${item.file})`
}

/** The summary: counts, where the whole report is (when written), then each post and up to `stringLines` strings. */
export function reportSummary(report: TranslationReport, stringLines = 20, written?: string): string[] {
  const count = (state: TranslationItem['state']) => report.items.filter((item) => item.state === state).length
  const stale = count('stale') + count('unrecorded')
  const missing = count('missing')
  if (report.items.length === 0) return ['[translations] every translation is up to date with its English source']
  const posts = report.items.filter((item) => item.kind !== 'string')
  const strings = report.items.filter((item) => item.kind === 'string')
  const entries = posts.filter((item) => item.kind === 'glossaryEntry').length
  return [
    `[translations] ${stale} stale, ${missing} missing (${posts.length - entries} posts, ${entries > 0 ? `${entries} glossary entries, ` : ''}${strings.length} strings)${written ? `; every one in ${written}` : ''}${report.history === 'none' ? ' (no git history here: ages from the posts’ dates, changes not shown)' : ''}`,
    ...posts.map((item) => `  ${itemLine(item, report.generated)}`),
    ...strings.slice(0, stringLines).map((item) => `  ${itemLine(item, report.generated)}`),
    ...(strings.length > stringLines ? [`  … and ${strings.length - stringLines} more strings`] : []),
  ]
}

/** Reads the report (with git history where the checkout has it), writes it under build-report/, prints its summary and returns it. */
export function writeTranslationReport(root: string, history = sourceHistory(root)): TranslationReport {
  const report = readTranslationReport(root, history)
  mkdirSync(join(root, 'build-report'), { recursive: true })
  writeFileSync(join(root, translationReportFile), `${JSON.stringify(report, null, 1)}\n`)
  console.log(reportSummary(report, 20, translationReportFile).join('\n'))
  return report
}
