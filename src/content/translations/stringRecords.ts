/**
 * Which English each translated locale string was made from: one file per language beside its
 * folder, `locales/<language>.translated-from.json`, one line per string in the order of the
 * English files (`"home:hero.title": "3f2a9c1b7d"`). One line per string keeps a review's diff to
 * the line of each string that was translated again; the locale files themselves stay as the app,
 * the schemas and the editor read them. The dev server and `npm run translations:record` write it;
 * nobody needs to edit it by hand.
 */
import type { Language } from '../../../routes.config'
import { sourceVersionPattern } from './sourceVersion'

/** The records' file of a language, from the project's root. */
export function stringRecordsFile(language: Language): string {
  return `locales/${language}.translated-from.json`
}

/** The record's name of a string: `namespace:key`. */
export function stringRecordKey(namespace: string, key: string): string {
  return `${namespace}:${key}`
}

/** What the file says about itself, for whoever opens it. */
const note = (language: Language) =>
  `The version of the English each string of locales/${language}/ was translated from (docs/translations.md). npm run dev and npm run translations:record write it.`
const noteKey = '//'

/** The records of a file's JSON: `namespace:key` → version. A value that is not a version is refused, naming it. */
export function parseStringRecords(json: unknown, file: string): Map<string, string> {
  if (json === null || typeof json !== 'object' || Array.isArray(json))
    throw new Error(`${file}: expected an object of "namespace:key": "version" lines.`)
  const records = new Map<string, string>()
  for (const [key, value] of Object.entries(json)) {
    if (key === noteKey) continue
    if (typeof value !== 'string' || !sourceVersionPattern.test(value))
      throw new Error(
        `${file}: "${key}" records ${JSON.stringify(value)}, not a version (ten hexadecimal digits). Run npm run translations:record to write it again.`,
      )
    records.set(key, value)
  }
  return records
}

/** The file's text: the note, then the records in the given order (the English files'), those not in it after, sorted. */
export function serializeStringRecords(
  language: Language,
  records: ReadonlyMap<string, string>,
  order: readonly string[],
): string {
  const known = new Set(order)
  const keys = [
    ...order.filter((key) => records.has(key)),
    ...[...records.keys()].filter((key) => !known.has(key)).sort(),
  ]
  const object: Record<string, string> = { [noteKey]: note(language) }
  for (const key of keys) object[key] = records.get(key)!
  return `${JSON.stringify(object, null, 2)}\n`
}
