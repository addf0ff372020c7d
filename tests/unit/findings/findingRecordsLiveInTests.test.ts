/**
 * Translation review 2026-12-01, TR-24: "the copy-round records describe fixes that no longer
 * hold". What the project says about a review finding lives in tests/findings/ only, where a fixed
 * one must keep a test named after it (fixedFindingsHaveTests.test.ts). A table under docs/ that
 * maps findings to changes is a second record that nothing checks, and docs/copy-round3/ went
 * stale that way (deleted; its history stays in git).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..', '..')

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

/** A table whose first column names findings ("| Finding | Change |", "| Id | State |"), or a "finding → change" log. */
const findingColumn = /^\|\s*\**(?:findings?|ids?|finding ids?|#)\**\s*\|/i
const findingLog = /findings?\s*(?:→|->)\s*(?:what\s+)?change/i

function findingRecords(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => findingColumn.test(line.trim()) || findingLog.test(line))
    .map(({ line, number }) => `line ${number}: ${line.trim()}`)
}

describe('review findings are recorded in tests/findings/ only', () => {
  it('TR-24: recognises a finding → change table, by its first column or its heading', () => {
    expect(findingRecords('# Copy round 3: finding → change\n')).toHaveLength(1)
    expect(findingRecords('| Finding | What changed |\n|---|---|\n| 3.1#1 | "complétés par bourrage" |')).toHaveLength(
      1,
    )
    expect(findingRecords('| Id | State |\n|---|---|\n| X1 | fixed |')).toHaveLength(1)
    expect(findingRecords('| Variable | Default |\n|---|---|\n| `SITE_URL` | … |')).toEqual([])
  })

  it('TR-24: no file under docs/ claims findings fixed in a finding → change table', () => {
    const found = markdownFiles(join(root, 'docs')).flatMap((path) =>
      findingRecords(readFileSync(path, 'utf8')).map((line) => `${relative(root, path)} ${line}`),
    )
    expect(found, 'record findings in tests/findings/<review>.ts, with a test named after each fixed one').toEqual([])
  })
})
