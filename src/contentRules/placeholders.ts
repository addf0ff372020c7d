/**
 * `{{facts.…}}` placeholders: a writer types the name of a fact, never the algorithm or the date
 * itself (docs/technical-facts.md). A name the facts do not hold would show as typed on the page,
 * so it is an error, with the closest name the facts do hold as the suggestion.
 */
import type { Language } from '../../routes.config'
import { companyVariables } from '../i18n/companyVariables'
import { factVariables } from '../i18n/factVariables'

type Root = 'facts' | 'company'

/** Each language's values by placeholder name ("facts.cipher" → "AES-256-GCM"), worked out once: a text is checked on every keystroke. */
const valuesByLanguage = new Map<Language, Map<string, string>>()

function valuesOf(language: Language): Map<string, string> {
  let values = valuesByLanguage.get(language)
  if (values) return values
  values = new Map()
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string' || typeof value === 'number') values!.set(path, String(value))
    else if (value !== null && typeof value === 'object' && !Array.isArray(value))
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`)
  }
  walk(factVariables(language), 'facts')
  walk(companyVariables(language), 'company')
  valuesByLanguage.set(language, values)
  return values
}

const inRoots = (name: string, roots: readonly Root[]) => roots.some((root) => name.startsWith(`${root}.`))

/** Every placeholder name a text may use ("facts.cipher", "company.name"…), for hints and suggestions. */
export function placeholderNames(language: Language, roots: readonly Root[] = ['facts']): string[] {
  return [...valuesOf(language).keys()].filter((name) => inRoots(name, roots))
}

/** Edit distance, for the suggestion: a typo ("ciper") is one or two edits from the name meant. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = current
  }
  return previous[b.length]!
}

/** The known name closest to an unknown one, when it is close enough to be the one meant. */
function closest(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; edits: number } | undefined
  for (const candidate of known) {
    const edits = distance(name, candidate)
    if (!best || edits < best.edits) best = { name: candidate, edits }
  }
  return best && best.edits <= Math.max(2, Math.floor(name.length / 4)) ? best.name : undefined
}

/** The `{{facts.…}}` (and, in page copy, `{{company.…}}`) placeholders of a text that name no value, each with a suggestion. */
export function unknownPlaceholders(
  text: string,
  language: Language,
  roots: readonly Root[] = ['facts'],
): { placeholder: string; suggestion: string | undefined }[] {
  if (!text.includes('{{')) return []
  const known = placeholderNames(language, roots)
  const pattern = new RegExp(`\\{\\{\\s*((?:${roots.join('|')})\\.[\\w.]+)\\s*\\}\\}`, 'g')
  const found = new Map<string, string | undefined>()
  for (const [placeholder, name] of text.matchAll(pattern)) {
    if (known.includes(name!) || found.has(placeholder)) continue
    const suggestion = closest(name!, known)
    found.set(placeholder, suggestion && `{{${suggestion}}}`)
  }
  return [...found].map(([placeholder, suggestion]) => ({ placeholder, suggestion }))
}

/** A text as its page shows it: every placeholder that names a value filled in, the others left as typed. */
export function filledText(text: string, language: Language, roots: readonly Root[] = ['facts']): string {
  if (!text.includes('{{')) return text
  const values = valuesOf(language)
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) =>
    inRoots(name, roots) ? (values.get(name) ?? match) : match,
  )
}
