/**
 * Full-text search index of the built site with Pagefind: one index per language (Pagefind
 * splits by <html lang>), covering the <main> of every indexable page (data-pagefind-body).
 * Pagefind reads only those pages: aliases, redirect stubs and not-found pages carry no
 * searchable body, yet reading them cost as much as indexing a page (a thousand aliases on a
 * large blog). They are linked into a folder of their own for it, since Pagefind reads a folder
 * on all cores but files handed over one by one on one.
 *
 * While a small site renders on one thread, the other core indexes each page as it is written
 * (`searchIndexAsPagesAreWritten`), and only the index's files are left for after the render.
 */
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { close, createIndex, type PagefindIndex } from 'pagefind'
import type { RouteEntry } from '../../src/routing/routeTable'
import { searchableFiles } from '../../src/routing/searchableFiles'
import { projectRoot } from '../shared/projectPaths'

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
    await writeIndexFiles(index, distDir)
    return { pages: added.page_count }
  } finally {
    await rm(pagesDir, { recursive: true, force: true })
  }
}

/**
 * Pagefind's own writeFiles answers before its last writes reach the disk (it never flushes
 * them), and close() then ends it: on a busy machine pagefind-entry.json was left empty. The
 * files are taken in memory instead and written here, complete before the step ends.
 */
async function writeIndexFiles(index: PagefindIndex, distDir: string): Promise<void> {
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
}

/** A search index fed page by page while the site renders (`searchIndexAsPagesAreWritten`). */
export interface SearchIndexAsWritten {
  /** A page (relative to dist/) is written; pages that are not searchable are passed over. */
  pageWritten(file: string): void
  /** Indexes the searchable pages not yet given, then writes dist/pagefind/. */
  write(): Promise<{ pages: number }>
}

/**
 * Indexes the searchable pages of `entries` as the render writes them, one at a time, in the
 * route table's order whatever order they are written in: Pagefind's index files depend on the
 * order pages are added, and the same sources should build the same index.
 */
export function searchIndexAsPagesAreWritten(distDir: string, entries: readonly RouteEntry[]): SearchIndexAsWritten {
  const files = searchableFiles(entries)
  const arrived = new Set<string>()
  let next = 0
  let pages = 0
  const started = createIndex({}).then(({ index, errors }) => {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
    return index
  })
  // Like a failed page, a failed start is reported by write().
  started.catch(() => {})
  let indexing: Promise<PagefindIndex> = started
  const add = (file: string) => {
    indexing = indexing.then(async (index) => {
      const added = await index.addHTMLFile({ sourcePath: file, content: await readFile(join(distDir, file), 'utf8') })
      if (added.errors.length) throw new Error(`Pagefind could not index dist/${file}: ${added.errors.join('; ')}`)
      pages += 1
      return index
    })
    // A failure is reported by write(); until then it only stops the indexing.
    indexing.catch(() => {})
  }
  const addInOrder = () => {
    for (; next < files.length && arrived.has(files[next]!); next += 1) add(files[next]!)
  }
  return {
    pageWritten(file) {
      arrived.add(file)
      addInOrder()
    },
    async write() {
      for (const file of files) arrived.add(file)
      addInOrder()
      await writeIndexFiles(await indexing, distDir)
      return { pages }
    },
  }
}
