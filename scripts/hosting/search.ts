/**
 * Full-text search of the built site with Pagefind: one bundle per language, in its own folder
 * (routes.config.ts, searchBundlePath), covering the <main> of every indexable page
 * (data-pagefind-body). A page loads only its language's bundle, and the build indexes one
 * language at a time: Pagefind holds every page it was given until it writes the index, then
 * about 2.6 times that while it builds the files, so five languages at once peaked at 1.42 GB at
 * a thousand posts and one at a time at 0.50 GB (docs/performance.md).
 * Pagefind is given only the pages the build manifest marks searchable
 * (scripts/shared/buildManifest.ts): aliases, redirect stubs and not-found pages carry no
 * searchable body, yet reading them cost as much as indexing a page. They are linked into a
 * folder of their own, which Pagefind reads on all cores (given one by one it uses one: 5.5 s more
 * at 200 posts); the same pages give the same index.
 */
import { link, mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { close, createIndex, type PagefindIndex } from 'pagefind'
import { languages, searchBundlePath, searchBundlesPath, type Language } from '../../routes.config'
import type { BuiltRoute } from '../shared/buildManifest'
import { projectRoot } from '../shared/projectPaths'

export async function writeSearchIndex(distDir: string, routes: readonly BuiltRoute[]): Promise<{ pages: number }> {
  await rm(join(distDir, searchBundlesPath), { recursive: true, force: true })
  let pages = 0
  try {
    for (const language of languages) {
      const files = routes.flatMap((route) =>
        route.searchable && route.file && route.language === language ? [route.file] : [],
      )
      if (files.length > 0) pages += await writeLanguageBundle(distDir, language, files)
    }
  } finally {
    await close()
  }
  return { pages }
}

async function writeLanguageBundle(distDir: string, language: Language, files: readonly string[]): Promise<number> {
  const { index, errors } = await createIndex({})
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  try {
    const pages = await addAsFolder(index, distDir, files)
    await writeIndexFiles(index, join(distDir, searchBundlePath(language)))
    return pages
  } finally {
    await index.deleteIndex()
  }
}

async function addAsFolder(index: PagefindIndex, distDir: string, files: readonly string[]): Promise<number> {
  const pagesDir = join(projectRoot, '.tmp', 'search-pages')
  await rm(pagesDir, { recursive: true, force: true })
  try {
    for (const file of files) {
      await mkdir(dirname(join(pagesDir, file)), { recursive: true })
      await link(join(distDir, file), join(pagesDir, file))
    }
    const added = await index.addDirectory({ path: pagesDir, glob: '**/*.html' })
    if (added.errors.length) throw new Error(`Pagefind could not index dist/: ${added.errors.join('; ')}`)
    return added.page_count
  } finally {
    await rm(pagesDir, { recursive: true, force: true })
  }
}

/**
 * Pagefind's ready-made interfaces (its Default, Modular and Component UIs and its highlighter),
 * which come with every bundle: the site's own dialog (src/search/SearchDialog.tsx) talks to
 * pagefind.js, so they are not published (418 KB a language).
 */
const readyMadeInterface = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/

/**
 * Pagefind's own writeFiles answers before its last writes reach the disk (it never flushes
 * them), and close() then ends it: on a busy machine pagefind-entry.json was left empty. The
 * files are taken in memory instead and written here, complete before the step ends.
 */
async function writeIndexFiles(index: PagefindIndex, outDir: string): Promise<void> {
  const bundle = await index.getFiles()
  if (bundle.errors.length) throw new Error(`Pagefind could not produce its index: ${bundle.errors.join('; ')}`)
  for (const file of bundle.files.filter((file) => !readyMadeInterface.test(file.path))) {
    const target = join(outDir, file.path)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, file.content)
  }
}
