/**
 * Phrase guards for review findings about copy (tests/findings/): the wrong claim a reviewer found
 * must not come back, and the correction must stay, in every language the fix was carried into.
 *
 * A place is a locale namespace (`encryption`), one key in it (`encryption#server.points.1`, an
 * object key's strings joined), a post (`post:<slug>`) or a glossary entry (`glossary:<slug>`). Text is read as a visitor reads it,
 * with `{{facts.…}}` filled in, so a guard can name the fact ("XMSS") whether the copy types it or
 * takes it from src/content/facts.ts. A place missing in a language where its page exists fails:
 * a guard whose text moved must move with it, not pass on nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { type Language, languages } from '../../../routes.config'
import { fillFactPlaceholders } from '../../../src/i18n/factPlaceholders'

const root = join(import.meta.dirname, '../../..')

/** `namespace`, `namespace#key.path`, `post:<slug>` or `glossary:<slug>`. */
type Place = string

/** A pattern for every language, or one per language (the languages it names are the ones checked). */
type PerLanguage = RegExp | Partial<Record<Language, RegExp>>

export interface CopyGuard {
  places: readonly Place[]
  /** Default: the languages `absent`/`present` name, or all five when both are plain patterns. */
  languages?: readonly Language[]
  /** The wrong claim: at none of the places. */
  absent?: PerLanguage
  /** The correction: at every place (that exists in the language). */
  present?: PerLanguage
}

/** Every namespace, every post and every glossary entry: for a wording that must not come back anywhere. */
export const everywhere: readonly Place[] = [
  ...readdirSync(join(root, 'src/content/glossary'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `glossary:${entry.name}`),
  ...readdirSync(join(root, 'locales/en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length)),
  ...readdirSync(join(root, 'src/content/blog'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `post:${entry.name}`),
]

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

const fill = (text: string, language: Language) => fillFactPlaceholders(text, language, (_path, typed) => typed)

/**
 * The text at a place in a language; undefined when the page or post does not exist in that
 * language (an English-only namespace, an untranslated post); throws when the page exists but the
 * key does not.
 */
function copyAt(place: Place, language: Language): string | undefined {
  // Read once per run: some hundred guards name the same places, and the copy does not change under them.
  const key = `${language} ${place}`
  if (!copies.has(key)) copies.set(key, readCopyAt(place, language))
  return copies.get(key)
}
const copies = new Map<string, string | undefined>()

function readCopyAt(place: Place, language: Language): string | undefined {
  const collection = /^(post|glossary):(.+)$/.exec(place)
  if (collection) {
    const folder = collection[1] === 'post' ? 'blog' : 'glossary'
    const file = join(root, 'src/content', folder, collection[2]!, `index.${language}.md`)
    return existsSync(file) ? fill(readFileSync(file, 'utf8'), language) : undefined
  }
  const [namespace, key] = place.split('#') as [string, string | undefined]
  const file = join(root, 'locales', language, `${namespace}.json`)
  if (!existsSync(file)) return undefined
  let value: unknown = JSON.parse(readFileSync(file, 'utf8'))
  for (const part of key?.split('.') ?? [])
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  if (value === undefined) throw new Error(`${language}: ${place} does not exist; move the guard with the text`)
  return fill(strings(value).join('\n'), language)
}

const patternFor = (pattern: PerLanguage | undefined, language: Language) =>
  pattern instanceof RegExp ? pattern : pattern?.[language]

const named = (pattern: PerLanguage | undefined) =>
  pattern === undefined || pattern instanceof RegExp ? [] : (Object.keys(pattern) as Language[])

function excerpt(text: string, pattern: RegExp): string {
  const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text)
  if (!match) return ''
  // One line: a place's strings are joined by newlines.
  return `…${text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40).replace(/\n/g, ' ¶ ')}…`
}

/** What breaks the guard, one line per language and place; empty when it holds. */
function copyProblems(guard: CopyGuard): string[] {
  const namedLanguages = [...new Set([...named(guard.absent), ...named(guard.present)])]
  const checked = guard.languages ?? (namedLanguages.length > 0 ? namedLanguages : languages)
  const problems: string[] = []
  let found = 0
  for (const language of checked)
    for (const place of guard.places) {
      const text = copyAt(place, language)
      if (text === undefined) continue
      found++
      const absent = patternFor(guard.absent, language)
      const present = patternFor(guard.present, language)
      if (absent?.test(text)) problems.push(`${language} ${place} says again ${absent}: ${excerpt(text, absent)}`)
      if (present && !present.test(text)) problems.push(`${language} ${place} no longer says ${present}`)
    }
  if (found === 0) problems.push(`none of ${guard.places.join(', ')} exists in ${checked.join(', ')}`)
  return problems
}

export function expectCopy(guard: CopyGuard): void {
  expect(copyProblems(guard)).toEqual([])
}
