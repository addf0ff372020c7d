import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages, routes } from '../../../routes.config'

const localesDir = join(import.meta.dirname, '../../../locales')
type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** Flattens a locale file to `a.b.0.c` → string. */
function flatten(value: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)
    if (entries.length === 0) out.set(prefix, value)
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, out)
  } else out.set(prefix, value)
  return out
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort()
const namespaces = readdirSync(join(localesDir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
/** Namespaces of pages that exist only at the English root need no translation. */
const englishOnly = new Set(
  Object.values(routes.pages)
    .filter((p) => p.availability === 'root')
    .map((p) => p.namespace),
)
const translatedNamespaces = namespaces.filter((ns) => !englishOnly.has(ns))
const load = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Json)

describe.each(namespaces)('locales/en/%s.json', (namespace) => {
  it('has no empty value', () => {
    const empty = [...load('en', namespace)].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k)
    expect(empty, `empty or non-text values in locales/en/${namespace}.json`).toEqual([])
  })
})

describe.each(translatedNamespaces)('locales/*/%s.json', (namespace) => {
  const english = load('en', namespace)

  it.each(languages.filter((l) => l !== 'en'))('is complete and consistent in %s', (language) => {
    const file = `locales/${language}/${namespace}.json`
    let translated: Map<string, Json>
    try {
      translated = load(language, namespace)
    } catch (error) {
      throw new Error(`${file} is missing or not valid JSON: ${(error as Error).message}`)
    }
    const missing = [...english.keys()].filter((k) => !translated.has(k) && !/_(zero|one|two|few|many|other)$/.test(k))
    const extra = [...translated.keys()].filter((k) => !english.has(k) && !/_(zero|one|two|few|many|other)$/.test(k))
    expect(missing, `keys of locales/en/${namespace}.json missing from ${file}`).toEqual([])
    expect(extra, `keys in ${file} that English does not have`).toEqual([])
    const empty = [...translated].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k)
    expect(empty, `empty values in ${file}`).toEqual([])
    const mismatched = [...english]
      .filter(
        ([k, v]) =>
          typeof v === 'string' &&
          typeof translated.get(k) === 'string' &&
          placeholders(v).join() !== placeholders(translated.get(k) as string).join(),
      )
      .map(([k]) => k)
    expect(mismatched, `keys in ${file} whose {{placeholders}} differ from English`).toEqual([])
    const pluralBases = (map: Map<string, Json>) =>
      new Set(
        [...map.keys()]
          .filter((k) => /_(one|other)$/.test(k))
          .map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')),
      )
    for (const base of pluralBases(english)) {
      expect(
        translated.has(`${base}_one`) && translated.has(`${base}_other`),
        `${file}: plural forms of ${base} (need _one and _other)`,
      ).toBe(true)
    }
  })
})
