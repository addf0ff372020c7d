/**
 * Writes what a translation was made from: a post's `sourceVersion` line in its front matter (the
 * rest of the file left byte for byte as it was), a locale string's line in
 * locales/<language>.translated-from.json. Used by `npm run translations:record` and by the dev
 * server when a translation is saved (scripts/plugins/translationsPlugin.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultLanguage, type Language } from '../../routes.config'
import { postFiles } from '../../src/content/blog/postFiles'
import type { CollectionFiles } from '../../src/content/collections/collectionFiles'
import { localeStrings } from '../../src/content/translations/localeStrings'
import { stringSourceVersion } from '../../src/content/translations/sourceVersion'
import {
  serializeStringRecords,
  stringRecordKey,
  stringRecordsFile,
} from '../../src/content/translations/stringRecords'
import { namespaceExistsIn } from '../../src/content/translations/translatedNamespaces'
import { readPostSource } from './postSources'
import { localeNamespaces, readStringRecords } from './translationStatus'

/** The front matter with `sourceVersion: <version>`: the line replaced where there is one, else added before the closing `---`. */
export function withSourceVersion(source: string, version: string): string {
  const match = /^(---\r?\n)([\s\S]*?)(\r?\n---(?:\r?\n|$))/.exec(source)
  if (!match) throw new Error('The post has no front matter between --- lines to record its source version in.')
  const [, open, yaml, close] = match as unknown as [string, string, string, string]
  // Quoted: YAML would read a version of digits only (or such as 12e4…) as a number.
  const line = `sourceVersion: "${version}"`
  const recorded = /^sourceVersion:.*$/m.test(yaml) ? yaml.replace(/^sourceVersion:.*$/m, line) : `${yaml}\n${line}`
  return `${open}${recorded}${close}${source.slice(match[0].length)}`
}

/**
 * Records a translated post (or an entry of another collection, `files`) as made from the English as
 * it is now; returns the version, or null when the file already says so.
 */
export function recordPost(
  root: string,
  slug: string,
  language: Language,
  files: CollectionFiles = postFiles,
): string | null {
  const englishFile = files.filePath(slug, defaultLanguage)
  const version = readPostSource(readFileSync(join(root, englishFile), 'utf8'), englishFile).version
  const file = join(root, files.filePath(slug, language))
  const source = readFileSync(file, 'utf8')
  if (readPostSource(source, files.filePath(slug, language)).recorded === version) return null
  writeFileSync(file, withSourceVersion(source, version))
  return version
}

/** Every string's record name in the English files' order: the order of the records' files. */
function englishStringOrder(root: string): string[] {
  return localeNamespaces(root).flatMap((namespace) =>
    [
      ...localeStrings(
        JSON.parse(readFileSync(join(root, 'locales', defaultLanguage, `${namespace}.json`), 'utf8')),
      ).keys(),
    ].map((key) => stringRecordKey(namespace, key)),
  )
}

/** The English's version of each string of a namespace, by record name. */
export function englishStringVersions(root: string, namespace: string): Map<string, string> {
  const file = join(root, 'locales', defaultLanguage, `${namespace}.json`)
  if (!existsSync(file)) return new Map()
  return new Map(
    [...localeStrings(JSON.parse(readFileSync(file, 'utf8')))].map(([key, forms]) => [
      stringRecordKey(namespace, key),
      stringSourceVersion(forms),
    ]),
  )
}

/** Records strings of a language (by record name) as translated from the given English versions; returns how many lines changed. */
export function recordStrings(root: string, language: Language, versions: ReadonlyMap<string, string>): number {
  const records = readStringRecords(root, language)
  let changed = 0
  for (const [key, version] of versions) {
    if (!namespaceExistsIn(key.slice(0, key.indexOf(':')), language) || records.get(key) === version) continue
    records.set(key, version)
    changed += 1
  }
  if (changed > 0)
    writeFileSync(
      join(root, stringRecordsFile(language)),
      serializeStringRecords(language, records, englishStringOrder(root)),
    )
  return changed
}
