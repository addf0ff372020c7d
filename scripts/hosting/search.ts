/**
 * Full-text search of the built site with Pagefind: one bundle per language, in its own folder
 * (routes.config.ts, searchBundlePath), covering the <main> of every indexable page
 * (data-pagefind-body). A page loads only its language's bundle.
 *
 * The build hands each page to Pagefind as soon as it is rendered (scripts/build.ts), so the
 * index is made on the core the render leaves free instead of after the render: at a thousand
 * posts the search step took 37 s of the hosting files' 45 s when Pagefind read the pages from
 * dist/ afterwards (docs/performance.md). A language's bundle is written once its last page is
 * rendered, and vite-react-ssg renders the languages in turn, so about one language's index is held
 * at a time: Pagefind holds every page it was given until it writes the index, then about 2.6 times
 * that while it builds the files (five languages at once peaked at 1.42 GB at a thousand posts,
 * one at a time at 0.50 GB).
 *
 * Pagefind is given only the pages the build manifest marks searchable
 * (scripts/shared/buildManifest.ts): aliases, redirect stubs and not-found pages carry no
 * searchable body. A page is given as its HTML, which differs from its file only in the inline
 * script vite-react-ssg adds after the build's hook, which Pagefind does not read; a searchable
 * page no one handed over is read from dist/ when the step finishes. The same pages give the same
 * index, whatever the order they come in.
 */
import { readFile, mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { close, createIndex, type PagefindIndex } from 'pagefind'
import { languages, searchBundlePath, searchBundlesPath, type Language } from '../../routes.config'
import type { BuiltRoute } from '../shared/buildManifest'

export interface SearchIndexer {
  /** Gives a rendered page to its language's index, if the manifest will mark it searchable. */
  add(route: BuiltRoute, html: string): void
  /** No page of the language is left to render: its bundle is written while the render goes on. */
  languageRendered(language: Language): void
  /**
   * Gives the index every searchable page of the manifest not handed over yet (read from dist/),
   * writes each language's bundle not written yet, and ends Pagefind: the pages indexed.
   */
  finish(routes: readonly BuiltRoute[]): Promise<{ pages: number }>
}

interface LanguageIndex {
  index: Promise<PagefindIndex>
  /** Each page given, settled once Pagefind has read it. */
  pages: Promise<void>[]
  /** Settled once the bundle is in dist/: the pages it holds. */
  written?: Promise<number>
}

export function searchIndexer(distDir: string): SearchIndexer {
  const indexes = new Map<Language, LanguageIndex>()
  const handedOver = new Set<string>()
  // The bundles of an earlier build go before the first bundle of this one is written.
  let cleared: Promise<void> | undefined
  // Pagefind's answers arrive while the render goes on: a failure waits for finish(), which throws it.
  let failure: unknown

  const indexOf = (language: Language): LanguageIndex => {
    let entry = indexes.get(language)
    if (!entry) {
      entry = { index: startIndex(), pages: [] }
      entry.index.catch((error: unknown) => void (failure ??= error))
      indexes.set(language, entry)
    }
    return entry
  }

  const give = (language: Language, file: string, html: string) => {
    const entry = indexOf(language)
    if (entry.written) throw new Error(`${file} reached the search index after ${language}'s bundle was written.`)
    handedOver.add(file)
    const read = entry.index.then(async (index) => {
      const { errors } = await index.addHTMLFile({ sourcePath: file, content: html })
      if (errors.length) throw new Error(`Pagefind could not index ${file}: ${errors.join('; ')}`)
    })
    read.catch((error: unknown) => void (failure ??= error))
    entry.pages.push(read)
  }

  const write = (language: Language): Promise<number> => {
    const entry = indexOf(language)
    entry.written ??= (async () => {
      const index = await entry.index
      try {
        await Promise.all(entry.pages)
        cleared ??= rm(join(distDir, searchBundlesPath), { recursive: true, force: true })
        await cleared
        await writeIndexFiles(index, join(distDir, searchBundlePath(language)))
        return entry.pages.length
      } finally {
        await index.deleteIndex()
      }
    })()
    entry.written.catch((error: unknown) => void (failure ??= error))
    return entry.written
  }

  return {
    add(route, html) {
      if (route.searchable && route.file) give(route.language, route.file, html)
    },
    languageRendered(language) {
      if (indexes.has(language)) void write(language)
    },
    async finish(routes) {
      try {
        let pages = 0
        for (const language of languages) {
          for (const route of routes) {
            if (route.language !== language || !route.searchable || !route.file || handedOver.has(route.file)) continue
            give(language, route.file, await readFile(join(distDir, route.file), 'utf8'))
          }
          if (indexes.has(language)) pages += await write(language)
        }
        if (failure) throw failure
        return { pages }
      } finally {
        await close()
      }
    },
  }
}

async function startIndex(): Promise<PagefindIndex> {
  const { index, errors } = await createIndex({})
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  return index
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
