import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { parse } from 'node-html-parser'
import { parseRedirectsFile } from '../scripts/hosting/redirects'
import { site } from '../src/config/site'
import type { RouteEntry } from '../src/routing/routeTable'
import type { BuiltPage, DistContext } from './types'

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? listFiles(path, root) : [relative(root, path).split(sep).join('/')]
  })
}

export function loadDistContext(distDir: string, entries: readonly RouteEntry[]): DistContext {
  const files = new Set(listFiles(distDir))
  const pages = new Map<string, BuiltPage>()
  for (const file of files) {
    if (!file.endsWith('.html')) continue
    const html = readFileSync(join(distDir, file), 'utf8')
    pages.set(file, { file, html, root: parse(html, { comment: false }) })
  }
  const redirectRules = new Map<string, string>()
  if (files.has('_redirects')) {
    for (const { from, to, status } of parseRedirectsFile(readFileSync(join(distDir, '_redirects'), 'utf8'))) {
      // Redirects only: Netlify's per-language 404 rules are not redirects.
      if (status === null || (status >= 300 && status < 400)) redirectRules.set(from, to)
    }
  }
  const text = (file: string) => readFileSync(join(distDir, file), 'utf8')
  const buildReport = <T,>(file: string): T | null => {
    const path = join(distDir, '..', 'build-report', file)
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null
  }
  return { distDir, entries, files, pages, redirectRules, siteUrl: site.siteUrl, text, buildReport }
}
