/**
 * Reads a collection of Markdown entries, one folder per entry and one file per language
 * (src/content/collections/collectionFiles.ts): the blog, the glossary. What every collection
 * shares happens here, once: where a file may be, one slug per entry, a translation only beside
 * its English original, the languages each entry is published in, and which translations the
 * English has changed since (docs/translations.md). What an entry is (its fields, its checks)
 * is the collection's own `parse`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { defaultLanguage, languages, type Language } from '../../routes.config'
import type { CollectionFiles } from '../../src/content/collections/collectionFiles'
import { translationState } from '../../src/content/translations/translationStatus'
import {
  buildError,
  DuplicateContentSlug,
  InvalidContentPath,
  TranslationWithoutEnglishOriginal,
} from '../../src/errors/buildErrors'
import { readPostSource } from './postSources'

/** What the reader sets on every entry. */
export interface CollectionEntry {
  slug: string
  language: Language
  /** Languages this entry is published in. */
  languages: Language[]
  /** Set on a translation made from an earlier version of the English; absent otherwise, so documents stay as they were. */
  staleTranslation?: true
  /** Set on drafts, which only the dev server shows. */
  draft?: true
}

export interface CollectionDefinition<Entry extends CollectionEntry> {
  /** What one file is called in messages: 'post', 'glossary entry'. */
  noun: string
  files: CollectionFiles
  /**
   * One file read and checked: null for a language nobody has written yet. Throws a BuildError
   * naming the file when the build must refuse it. `dir` is the entry's folder.
   */
  parse(
    source: string,
    file: string,
    slug: string,
    language: Language,
    dir: string,
  ): (Omit<Entry, 'languages' | 'draft' | 'staleTranslation'> & { draft: boolean }) | null
}

/** A file the build would refuse, and the entry it is (for the page it keeps from rendering). */
export interface CollectionProblem {
  error: Error
  slug: string
  language: Language
}

export interface ReadCollectionOptions {
  /** The folder to read: the collection's own, or one a test wrote. */
  dir: string
  /** Keep drafts, marked `draft` (the dev server). */
  includeDrafts?: boolean
  /** Takes a refused file instead of throwing: the file is left out and the others are read (the dev server). */
  onProblem?: (problem: CollectionProblem) => void
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return markdownFiles(path)
    return name.endsWith('.md') ? [path] : []
  })
}

/** Every entry of the collection in every language, in file order; throws the first refusal unless `onProblem` takes it. */
export function readCollection<Entry extends CollectionEntry>(
  definition: CollectionDefinition<Entry>,
  { dir, includeDrafts = false, onProblem }: ReadCollectionOptions,
): Entry[] {
  const { noun, files } = definition
  const where = { noun, folder: files.folder }
  const seen = new Map<string, string>()
  const entries: Entry[] = []
  const englishVersions = new Map<string, string>()
  const recordedVersions = new Map<string, string | undefined>()
  for (const path of markdownFiles(dir).sort()) {
    const file = join(files.folder, relative(dir, path)).split(sep).join('/')
    const location = files.parsePath(relative(dir, path).split(sep).join('/'))
    if (!location) throw buildError(InvalidContentPath, { file, languages, ...where })
    const { slug, language } = location
    const key = `${slug.toLowerCase()}/${language}`
    if (seen.has(key)) throw buildError(DuplicateContentSlug, { file, other: seen.get(key)!, ...where })
    seen.set(key, file)
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || !(languages as readonly string[]).includes(language))
      throw buildError(InvalidContentPath, { file, languages, ...where })
    let entry: ReturnType<typeof definition.parse>
    try {
      const source = readFileSync(path, 'utf8')
      entry = definition.parse(source, file, slug, language as Language, join(dir, slug))
      if (entry) {
        // The English's version, and what each translation records, as written (placeholders unexpanded).
        const asWritten = readPostSource(source, file)
        if (language === defaultLanguage) englishVersions.set(slug, asWritten.version)
        else recordedVersions.set(`${slug}/${language}`, asWritten.recorded)
      }
    } catch (error) {
      if (!onProblem) throw error
      onProblem({ error: error as Error, slug, language: language as Language })
      continue
    }
    if (!entry) continue
    if (entry.draft && !includeDrafts) continue
    // Only a draft carries the flag, so a build (which leaves drafts out) writes none.
    const { draft, ...published } = entry
    entries.push({ ...published, languages: [], ...(draft ? { draft: true } : {}) } as unknown as Entry)
  }
  const languagesOf = new Map<string, Set<Language>>()
  for (const entry of entries)
    languagesOf.set(entry.slug, (languagesOf.get(entry.slug) ?? new Set()).add(entry.language))
  for (const entry of [...entries]) {
    const written = languagesOf.get(entry.slug)!
    if (!written.has(defaultLanguage)) {
      const error = buildError(TranslationWithoutEnglishOriginal, {
        file: files.filePath(entry.slug, entry.language),
        slug: entry.slug,
        ...where,
      })
      if (!onProblem) throw error
      onProblem({ error, slug: entry.slug, language: entry.language })
      entries.splice(entries.indexOf(entry), 1)
      continue
    }
    entry.languages = languages.filter((language) => written.has(language))
    // A translation the English has changed since is published with a notice (docs/translations.md). One
    // that records no version is listed for its writers but not marked: nobody knows it is behind.
    if (
      entry.language !== defaultLanguage &&
      translationState(recordedVersions.get(`${entry.slug}/${entry.language}`), englishVersions.get(entry.slug)!) ===
        'stale'
    )
      entry.staleTranslation = true
  }
  return entries
}
