/**
 * A copy of the project in a temporary folder, sharing node_modules, for tools and tests that
 * change content and build it (the scale bench, the content editor's browser test) without
 * touching the working tree.
 */
import { cpSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectRoot } from '../shared/projectPaths'

/** What `npm run build` leaves behind or installs: never part of the copy (see .gitignore). */
const notCopied = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-cms',
  'build-report',
  'deploy',
  'test-results',
  'playwright-report',
  '.vite-react-ssg-temp',
  '.tmp',
])

/** Copies the project into a new temporary folder (prefix names it) and returns its path. */
export function copyProject(prefix: string): string {
  const target = mkdtempSync(join(tmpdir(), prefix))
  for (const name of readdirSync(projectRoot)) {
    if (notCopied.has(name)) continue
    cpSync(join(projectRoot, name), join(target, name), { recursive: true })
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(target, 'node_modules'), 'dir')
  return target
}
