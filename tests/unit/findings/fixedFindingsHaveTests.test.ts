/**
 * Issue 40, item 3: "Every finding of the reviews in ../shared/reviews/ that the project records
 * as fixed … has a test or a build check that fails if it comes back, named by the finding's ID.
 * A record that says 'fixed' without one is wrong."
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findingTag, type ReviewRecord } from '../../findings/reviewRecord'

const root = join(import.meta.dirname, '..', '..', '..')
const records = Object.values(
  import.meta.glob<ReviewRecord>('../../findings/20*.ts', { eager: true, import: 'record' }),
)

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === '__screenshots__' ? [] : testFiles(path)
    return /\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/**
 * The tags named by test titles (or describe blocks): a title starts with one tag and a colon, or
 * with several tags joined by " / " (src/content/reviewFindingTag.ts titleTags). Read once: a
 * search of every test file per finding cost a second and a half of the unit run.
 */
const titledTags = new Set(
  testFiles(join(root, 'tests')).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/\b(?:test|it|describe)(?:\.\w+)*\(\s*[`'"]([^`'"\n:]*):/g)].flatMap(
      (title) => title[1]!.split(' / '),
    ),
  ),
)

describe('review findings recorded as fixed', () => {
  it('are recorded once per review', () => {
    expect(records.length).toBeGreaterThan(0)
    for (const record of records) {
      const ids = record.findings.map((finding) => finding.id)
      expect(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        record.review,
      ).toEqual([])
    }
  })

  for (const record of records) {
    const fixed = record.findings.filter((finding) => finding.status === 'fixed')
    it(`${record.review}: each of the ${fixed.length} fixed findings has a test named after it`, () => {
      const missing = fixed
        .map((finding) => findingTag(record.review, finding.id))
        .filter((tag) => !titledTags.has(tag))
      expect(
        missing,
        `no test title starts with "<tag>:" for these; write one that fails if the finding comes back, or record the finding as open`,
      ).toEqual([])
    })
  }

  it('give every standing or open finding its reason', () => {
    for (const record of records)
      for (const finding of record.findings)
        if (finding.status !== 'fixed')
          expect(finding.reason.trim().length, `${record.review} ${finding.id}`).toBeGreaterThan(20)
  })
})
