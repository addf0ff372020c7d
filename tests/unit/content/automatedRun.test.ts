/**
 * The recorded automated run (src/content/accessibility/automatedRun.json) is evidence on the
 * accessibility statement, so it may only name checks that are declared, findings that exist, and
 * tests that are still in the repository: a renamed or deleted test cannot keep a fix "shown".
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { accessibilityFindings } from '../../../src/content/accessibility/accessibilityFindings'
import { automatedChecks } from '../../../src/content/accessibility/automatedChecks'
import { automatedRun } from '../../../src/content/accessibility/automatedRun'
import { findingTag } from '../../../src/content/reviewFindingTag'

const root = join(import.meta.dirname, '..', '..', '..')
const tagOf = (finding: (typeof accessibilityFindings)[number]) =>
  finding.source === 'ownReview' ? finding.id : findingTag(finding.source, finding.id)

function testSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : testSources(path)
    return /\.(test|spec)\.tsx?$/.test(entry.name) ? [readFileSync(path, 'utf8')] : []
  })
}

describe('the automated accessibility checks', () => {
  it('are made of spec files that exist', () => {
    for (const check of automatedChecks)
      for (const spec of check.specs) expect(existsSync(join(root, spec)), `${check.id}: ${spec}`).toBe(true)
  })
})

describe('the recorded run', () => {
  it('is there: without it no fix of a finding since the last evaluation is shown on the statement', () => {
    expect(
      automatedRun,
      'run npm run build:test, then npm run accessibility:record, and commit the file',
    ).not.toBeNull()
  })

  it('names only declared checks and the findings of the list', () => {
    const declared = new Set<string>(automatedChecks.map((check) => check.id))
    for (const check of automatedRun?.checks ?? []) expect(declared.has(check.id), check.id).toBe(true)
    const known = new Set(accessibilityFindings.map(tagOf))
    for (const tag of Object.keys(automatedRun?.findings ?? {})) expect(known.has(tag), tag).toBe(true)
  })

  it('names findings whose tests are still in the repository', () => {
    const sources = testSources(join(root, 'tests'))
    const missing = Object.keys(automatedRun?.findings ?? {}).filter(
      (tag) => !sources.some((text) => [`${tag}:`, `${tag} / `].some((start) => text.includes(start))),
    )
    expect(missing, 'record the run again (npm run accessibility:record) after renaming or removing a test').toEqual([])
  })
})
