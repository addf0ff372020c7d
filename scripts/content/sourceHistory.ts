/**
 * The earlier versions of an English source file, from git when the checkout has its history:
 * what lets the report, the dev server and the editor say *what* changed since a translation's
 * recorded version and *when*. Optional by design: a host that builds from a shallow clone has
 * none of it, and every decision of staleness is made without it (the recorded hashes); only the
 * "what changed" and the age by commit date need it, and the report says when they are missing.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** One version of a file: its text and the day it came to be (a commit's date, or for uncommitted changes the file's modification). */
export interface FileVersion {
  text: string
  date: string
  /** The commit, or null for the working tree's uncommitted text. */
  commit: string | null
}

export interface SourceHistory {
  /** Whether the clone is shallow: a version older than its first commit cannot be found. */
  shallow: boolean
  /** The file's versions, newest first, starting with the text as it is now. */
  versionsOf(file: string): FileVersion[]
}

function git(root: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  }).toString()
}

/** The history of the checkout at `root`, or null when it is not a git checkout (or git is not installed). */
export function sourceHistory(root: string): SourceHistory | null {
  let shallow: boolean
  try {
    if (git(root, ['rev-parse', '--is-inside-work-tree']).trim() !== 'true') return null
    shallow = git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true'
  } catch {
    return null
  }
  const cache = new Map<string, FileVersion[]>()
  const versionsOf = (file: string): FileVersion[] => {
    const known = cache.get(file)
    if (known) return known
    const committed = git(root, ['log', '--format=%H %cs', '--', file])
      .split('\n')
      .filter(Boolean)
      .flatMap((line): FileVersion[] => {
        const [commit, date] = line.split(' ') as [string, string]
        try {
          return [{ commit, date, text: git(root, ['show', `${commit}:${file}`]) }]
        } catch {
          return [] // the commit deleted or moved the file
        }
      })
    const path = join(root, file)
    const now = existsSync(path) ? readFileSync(path, 'utf8') : ''
    const versions =
      committed[0]?.text === now
        ? committed
        : [
            {
              commit: null,
              date: statSync(path, { throwIfNoEntry: false })?.mtime.toISOString().slice(0, 10) ?? '',
              text: now,
            },
            ...committed,
          ]
    cache.set(file, versions)
    return versions
  }
  return { shallow, versionsOf }
}

/**
 * Where a recorded version of part of a file (a post, a string) is in the history: the text it had
 * then, and the day the part first differed from it (the next newer version's date). `versionOf`
 * gives a version of the file's part, or undefined where the part is not in that version.
 */
export function findRecordedVersion<T>(
  versions: readonly FileVersion[],
  recorded: string,
  read: (text: string) => T | undefined,
  versionOf: (part: T) => string,
): { then: T; changedOn: string } | undefined {
  for (let index = 1; index < versions.length; index += 1) {
    let part: T | undefined
    try {
      part = read(versions[index]!.text)
    } catch {
      continue // a version that was not valid (a broken commit) holds nothing to compare
    }
    if (part !== undefined && versionOf(part) === recorded) return { then: part, changedOn: versions[index - 1]!.date }
  }
  return undefined
}
