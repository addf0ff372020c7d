import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, relative, sep } from 'node:path'
import { parse } from 'node-html-parser'
import { site } from '../src/config/site'
import type { PostIndex } from '../src/content/blog/postTypes'
import { editorFolder } from '../src/hosting/headerPolicy'
import { parseRedirectsFile } from '../src/hosting/redirectsFormat'
import { redirectsFileName } from '../src/hosting/siteFiles'
import { aliasesWithTheirPages, aliasPageFrom } from '../src/routing/aliasPages'
import { outputFileOf, type RouteEntry } from '../src/routing/routeTable'
import type { BuiltPage, DistContext } from './types'

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? listFiles(path, root) : [relative(root, path).split(sep).join('/')]
  })
}

/** Parsed pages kept at once: enough for a page, its English original and a link target. */
const parsedPagesKept = 16

/** What a dist/ is read from; the context derives the rest (pages, aliases, redirects) from it. */
export type DistSource = Pick<
  DistContext,
  'distDir' | 'files' | 'text' | 'buildReport' | 'postIndex' | 'threads' | 'cacheDir'
>

/** The context of a dist/ given as files and a reader (the real dist/ on disk, or a test's hand-made site). */
export function distContextOf(source: DistSource, entries: readonly RouteEntry[]): DistContext {
  const entryByFile = new Map<string, RouteEntry>()
  for (const entry of entries) {
    const file = outputFileOf(entry)
    if (file && !entryByFile.has(file)) entryByFile.set(file, entry)
  }
  const englishFirst = (file: string) => ((entryByFile.get(file)?.language ?? 'en') === 'en' ? 0 : 1)
  // The content editor (/admin) is not a page of the site: dist-check/checks/editor.ts checks it.
  const htmlFiles = [...source.files]
    .filter((file) => file.endsWith('.html') && !file.startsWith(`${editorFolder}/`))
    .sort((a, b) => englishFirst(a) - englishFirst(b) || a.localeCompare(b))
  const parsed = new Map<string, BuiltPage>()
  const page = (file: string): BuiltPage | undefined => {
    const kept = parsed.get(file)
    if (kept) {
      // Most recently used last, so the oldest is the first key.
      parsed.delete(file)
      parsed.set(file, kept)
      return kept
    }
    if (!file.endsWith('.html') || !source.files.has(file)) return undefined
    const html = source.text(file)
    const built: BuiltPage = { file, entry: entryByFile.get(file), html, root: parse(html, { comment: false }) }
    parsed.set(file, built)
    if (parsed.size > parsedPagesKept) parsed.delete(parsed.keys().next().value!)
    return built
  }
  const pageOfAlias = new Map(aliasesWithTheirPages(entries).map(({ aliasFile, pageFile }) => [aliasFile, pageFile]))
  // Asked by the valid-HTML check and again by the page pass: each alias's two files are read once.
  const copies = new Map<string, string | undefined>()
  const copiedPage = (file: string): string | undefined => {
    if (copies.has(file)) return copies.get(file)
    const pageFile = pageOfAlias.get(file)
    const copied =
      pageFile &&
      source.files.has(pageFile) &&
      source.files.has(file) &&
      aliasPageFrom(source.text(pageFile)) === source.text(file)
        ? pageFile
        : undefined
    copies.set(file, copied)
    return copied
  }
  const redirectRules = new Map<string, string>()
  if (source.files.has(redirectsFileName)) {
    for (const { from, to, status } of parseRedirectsFile(source.text(redirectsFileName))) {
      // Redirects only: Netlify's per-language 404 rules are not redirects.
      if (status === null || (status >= 300 && status < 400)) redirectRules.set(from, to)
    }
  }
  return {
    ...source,
    entries,
    htmlFiles,
    page,
    copiedPage,
    entryOf: (file) => entryByFile.get(file),
    redirectRules,
    siteUrl: site.siteUrl,
  }
}

export function loadDistContext(
  distDir: string,
  entries: readonly RouteEntry[],
  postIndex: PostIndex,
  cacheDir: string | null,
  reports: Readonly<Record<string, unknown>> = {},
): DistContext {
  const text = (file: string) => readFileSync(join(distDir, file), 'utf8')
  const buildReport = <T>(file: string): T | null => {
    if (Object.hasOwn(reports, file)) return reports[file] as T
    const path = join(distDir, '..', 'build-report', file)
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null
  }
  return distContextOf(
    {
      distDir,
      files: new Set(listFiles(distDir)),
      text,
      buildReport,
      postIndex,
      threads: availableParallelism(),
      cacheDir,
    },
    entries,
  )
}
