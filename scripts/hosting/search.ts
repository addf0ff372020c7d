/**
 * Full-text search index of the built site with Pagefind: one index per language (Pagefind
 * splits by <html lang>), covering the <main> of every indexable page (data-pagefind-body).
 * Pagefind reads only those pages: aliases, redirect stubs and not-found pages carry no
 * searchable body, yet reading them cost as much as indexing a page (a thousand aliases on a
 * large blog). They are linked into a folder of their own for it, since Pagefind reads a folder
 * on all cores but files handed over one by one on one.
 */
import { link, mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { close, createIndex } from 'pagefind'
import { routes } from '../../routes.config'
import { outputFileOf, type RouteEntry } from '../../src/routing/routeTable'
import { projectRoot } from '../content/projectPaths'

export function searchableFiles(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => (entry.kind === 'page' && routes.pages[entry.page].indexable && outputFileOf(entry) ? [outputFileOf(entry)!] : []))
}

export async function writeSearchIndex(distDir: string, entries: readonly RouteEntry[]): Promise<{ pages: number }> {
  const pagesDir = join(projectRoot, '.tmp', 'search-pages')
  await rm(pagesDir, { recursive: true, force: true })
  const files = searchableFiles(entries)
  for (const file of files) {
    await mkdir(dirname(join(pagesDir, file)), { recursive: true })
    await link(join(distDir, file), join(pagesDir, file))
  }
  try {
    const { index, errors } = await createIndex({})
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
    const added = await index.addDirectory({ path: pagesDir, glob: '**/*.html' })
    if (added.errors.length) throw new Error(`Pagefind could not index dist/: ${added.errors.join('; ')}`)
    // Pagefind's own writeFiles answers before its last writes reach the disk (it never flushes
    // them), and close() then ends it: on a busy machine pagefind-entry.json was left empty. The
    // files are taken in memory instead and written here, complete before the step ends.
    const bundle = await index.getFiles()
    if (bundle.errors.length) throw new Error(`Pagefind could not produce its index: ${bundle.errors.join('; ')}`)
    await close()
    const outDir = join(distDir, 'pagefind')
    await rm(outDir, { recursive: true, force: true })
    for (const file of bundle.files) {
      const target = join(outDir, file.path)
      await mkdir(dirname(target), { recursive: true })
      await writeFile(target, file.content)
    }
    return { pages: added.page_count }
  } finally {
    await rm(pagesDir, { recursive: true, force: true })
  }
}
