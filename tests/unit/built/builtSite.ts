import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'node-html-parser'

export const distDir = join(import.meta.dirname, '../../../dist')

/** Parsed HTML of a built page; fails with the fix when the site has not been built. */
export function builtPage(file: string) {
  const path = join(distDir, file)
  if (!existsSync(path)) throw new Error(`dist/${file} does not exist. Run npm run build before these tests (npm test does).`)
  return parse(readFileSync(path, 'utf8'))
}

export function readBuildReport<T>(file: string): T {
  const path = join(import.meta.dirname, '../../../build-report', file)
  if (!existsSync(path)) throw new Error(`build-report/${file} does not exist. Run npm run build before these tests (npm test does).`)
  return JSON.parse(readFileSync(path, 'utf8')) as T
}
