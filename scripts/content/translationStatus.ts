/**
 * Reads every translation against its English source and reports those behind it, unrecorded or
 * missing (src/content/translations/translationStatus.ts): the posts by the `sourceVersion` of
 * each translation, the locale strings by locales/<language>.translated-from.json. Decided from the
 * files alone; git history, where the checkout has it, only adds what changed and since when.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultLanguage, languages, type Language } from '../../routes.config'
import { postFiles } from '../../src/content/blog/postFiles'
import type { CollectionFiles } from '../../src/content/collections/collectionFiles'
import { glossaryFiles } from '../../src/content/glossary/glossaryFiles'
import { isUnwrittenGlossaryTranslation } from '../../src/content/glossary/glossarySchema'
import { localeStrings } from '../../src/content/translations/localeStrings'
import { postChanges, stringChanges } from '../../src/content/translations/sourceChanges'
import { stringSourceVersion } from '../../src/content/translations/sourceVersion'
import { parseStringRecords, stringRecordKey, stringRecordsFile } from '../../src/content/translations/stringRecords'
import { namespaceExistsIn } from '../../src/content/translations/translatedNamespaces'
import {
  translationState,
  type TranslationItem,
  type TranslationReport,
} from '../../src/content/translations/translationStatus'
import { readPostSource, type PostSourceFile } from './postSources'
import { isUnwrittenPostFile } from './frontMatter'
import { findRecordedVersion, type SourceHistory } from './sourceHistory'

const translations = languages.filter((language) => language !== defaultLanguage)
const readText = (root: string, file: string) => readFileSync(join(root, file), 'utf8')

/** The slugs of a collection (the blog by default), each a folder with its English original. */
export function englishPostSlugs(root: string, files: CollectionFiles = postFiles): string[] {
  const dir = join(root, files.folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, `index.${defaultLanguage}.md`)))
    .map((entry) => entry.name)
    .sort()
}

/** The namespaces of copy, from the English files. */
export function localeNamespaces(root: string): string[] {
  return readdirSync(join(root, 'locales', defaultLanguage))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort()
}

/** The records of a language's strings; none when its file does not exist yet. */
export function readStringRecords(root: string, language: Language): Map<string, string> {
  const file = stringRecordsFile(language)
  if (!existsSync(join(root, file))) return new Map()
  return parseStringRecords(JSON.parse(readText(root, file)), file)
}

/** A stale item's "what changed" and "since when", from the history when it holds the recorded version; otherwise the fallback date. */
function withHistory<T>(
  item: TranslationItem,
  history: SourceHistory | null,
  read: (text: string) => T | undefined,
  versionOf: (part: T) => string,
  changes: (then: T) => TranslationItem['changes'],
  fallback: TranslationItem['sourceChanged'],
): TranslationItem {
  const withFallback = fallback ? { ...item, sourceChanged: fallback } : item
  if (item.state !== 'stale' || item.recorded === undefined)
    return item.state === 'unrecorded' ? { ...item, changesUnavailable: 'unrecorded' } : item
  if (!history) return { ...withFallback, changesUnavailable: 'noHistory' }
  const found = findRecordedVersion(history.versionsOf(item.sourceFile), item.recorded, read, versionOf)
  if (!found) return { ...withFallback, changesUnavailable: 'notInHistory' }
  return { ...item, sourceChanged: { date: found.changedOn, basis: 'git' }, changes: changes(found.then) }
}

/** The collections whose translations are tracked file by file, as posts are. */
const trackedCollections = [
  { kind: 'post', files: postFiles, isUnwritten: isUnwrittenPostFile },
  {
    kind: 'glossaryEntry',
    files: glossaryFiles,
    isUnwritten: (source: string, file: string) => isUnwrittenPostFile(source, file, isUnwrittenGlossaryTranslation),
  },
] as const

/** The translations of one collection's entries that are behind, unrecorded or missing; `versions` gets each English post's version. */
function collectionItems(
  root: string,
  history: SourceHistory | null,
  versions: Record<string, string>,
  { kind, files, isUnwritten }: (typeof trackedCollections)[number],
): TranslationItem[] {
  return englishPostSlugs(root, files).flatMap((slug) => {
    const sourceFile = files.filePath(slug, defaultLanguage)
    const english = readPostSource(readText(root, sourceFile), sourceFile)
    if (english.draft) return [] // not published: nothing to translate yet
    if (kind === 'post') versions[slug] = english.version
    const fallback = english.updated
      ? { date: english.updated, basis: 'updated' as const }
      : english.date
        ? { date: english.date, basis: 'date' as const }
        : undefined
    return translations.flatMap((language): TranslationItem[] => {
      const file = files.filePath(slug, language)
      const base = { kind, language, id: slug, file, sourceFile, current: english.version }
      const source = existsSync(join(root, file)) ? readText(root, file) : ''
      if (isUnwritten(source, file)) return [{ ...base, state: 'missing' }]
      const translation = readPostSource(source, file)
      if (translation.draft) return [{ ...base, state: 'missing' }]
      const state = translationState(translation.recorded, english.version)
      if (state === 'current') return []
      const item: TranslationItem = {
        ...base,
        state,
        ...(translation.recorded !== undefined && { recorded: translation.recorded }),
      }
      return [
        withHistory<PostSourceFile>(
          item,
          history,
          (text) => readPostSource(text, sourceFile),
          (then) => then.version,
          (then) => postChanges(then.text, english.text),
          fallback,
        ),
      ]
    })
  })
}

function stringItems(root: string, history: SourceHistory | null): TranslationItem[] {
  const records = new Map(translations.map((language) => [language, readStringRecords(root, language)]))
  return localeNamespaces(root).flatMap((namespace) => {
    const sourceFile = `locales/${defaultLanguage}/${namespace}.json`
    const english = localeStrings(JSON.parse(readText(root, sourceFile)))
    return translations.flatMap((language) => {
      if (!namespaceExistsIn(namespace, language)) return []
      const file = `locales/${language}/${namespace}.json`
      const translated = existsSync(join(root, file)) ? localeStrings(JSON.parse(readText(root, file))) : new Map()
      return [...english].flatMap(([key, forms]): TranslationItem[] => {
        const id = stringRecordKey(namespace, key)
        const current = stringSourceVersion(forms)
        const base = { kind: 'string' as const, language, id, file, sourceFile, current }
        if (!translated.has(key)) return [{ ...base, state: 'missing' }]
        const recorded = records.get(language)!.get(id)
        const state = translationState(recorded, current)
        if (state === 'current') return []
        return [
          withHistory<string[]>(
            { ...base, state, ...(recorded !== undefined && { recorded }) },
            history,
            (text) => localeStrings(JSON.parse(text)).get(key),
            stringSourceVersion,
            (then) => stringChanges(then, forms),
            undefined,
          ),
        ]
      })
    })
  })
}

/** Every translation behind its English, unrecorded or missing: posts first, then glossary entries, then strings, each by language. */
export function readTranslationReport(
  root: string,
  history: SourceHistory | null,
  today = new Date().toISOString().slice(0, 10),
): TranslationReport {
  const order = (item: TranslationItem) => languages.indexOf(item.language)
  const postVersions: Record<string, string> = {}
  const kinds: TranslationItem['kind'][] = ['post', 'glossaryEntry', 'string']
  const items = [
    ...trackedCollections.flatMap((collection) => collectionItems(root, history, postVersions, collection)),
    ...stringItems(root, history),
  ].sort((a, b) => order(a) - order(b) || kinds.indexOf(a.kind) - kinds.indexOf(b.kind))
  return { generated: today, history: history ? (history.shallow ? 'shallow' : 'git') : 'none', items, postVersions }
}
