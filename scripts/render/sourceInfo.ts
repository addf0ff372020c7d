import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface SourceInfo {
  version: string
  commit: string
  /** ISO time of the sources (SOURCE_DATE_EPOCH, or the commit's), or "unknown" outside a git checkout. */
  sourceDate: string
}

/**
 * What a build was made from. Its time is the sources', not the clock's: the same sources then
 * build the same files, byte for byte, so a rebuild changes only the pages that changed and later
 * steps (and caches) can reuse the rest.
 */
export function sourceInfo(root: string = process.cwd()): SourceInfo {
  const git = (args: string) => {
    try {
      return execSync(`git ${args}`, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim()
    } catch {
      return null
    }
  }
  const epoch = Number(process.env.SOURCE_DATE_EPOCH) || Number(git('show -s --format=%ct HEAD'))
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
  return {
    version,
    commit: git('rev-parse --short HEAD') ?? 'unknown',
    sourceDate: epoch ? new Date(epoch * 1000).toISOString() : 'unknown',
  }
}
