import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * French puts a no-break space before « : ; ? ! » and after « « »: a narrow one (U+202F) before
 * ; ? ! and a full one (U+00A0) before : and inside guillemets, so a line never breaks there.
 * Numbers too: groups of thousands are joined by a narrow no-break space ("1 000", "1 184"), and a
 * number by a no-break space to its unit ("10 Go", "16 kbit/s", "24 h/24", "30 jours", "50 %"),
 * a {{placeholder}} that prints a number included ("{{facts.ratchet.hours}} heures").
 * An ordinary space (U+0020) in those places fails, with the file, the key and the text around it.
 * Standard designations keep their own spacing ("EN 301 549").
 */
const root = join(import.meta.dirname, '../../..')
const units = String.raw`(?:Go|Mo|Ko|To|octets?|[kMG]bit\/s|h\b|min\b|minutes?|secondes?|heures?|jours?|semaines?|mois|ans?\b|années?|%|€|£|utilisateurs?|participants?|membres?|messages?|personnes?|bits?\b|caractères?)`
/** Where French needs a no-break space and an ordinary one fails, by rule. */
const rules = {
  punctuation: ' (?=[:;?!»])|(?<=«) ',
  // Thousands: "1 000" (not a standard's number: EN 301 549).
  thousands: String.raw`(?<!EN \d{3})(?<!EN )(?<=\d) (?=\d{3}\b)`,
  // A number, or a placeholder that prints one, and its unit.
  units: String.raw`(?<=\d|\}\}) (?=${units})`,
}
const ordinarySpace = new RegExp(Object.values(rules).join('|'), 'g')

function ordinarySpaces(text: string, rule = ordinarySpace): string[] {
  return [...text.matchAll(rule)].map((match) => `…${text.slice(Math.max(0, match.index - 25), match.index + 25)}…`)
}

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key))
  return []
}

const localeDir = join(root, 'locales/fr')
const blogDir = join(root, 'src/content/blog')
const localeFiles = readdirSync(localeDir).filter((file) => file.endsWith('.json'))
const posts = readdirSync(blogDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(join(blogDir, entry.name)).includes('index.fr.md'))
  .map((entry) => entry.name)

describe('the French spacing rule', () => {
  it('finds ordinary spaces before : ; ? ! » and after «, and accepts the no-break ones', () => {
    expect(ordinarySpaces('Langue : français ; vraiment ? Oui ! « Bien »')).toHaveLength(6)
    expect(ordinarySpaces('Langue\u00a0: français\u202f; vraiment\u202f? Oui\u202f! «\u00a0Bien\u00a0»')).toEqual([])
    expect(ordinarySpaces('https://example.org à 08:00')).toEqual([])
  })

  it('finds ordinary spaces inside numbers and before units, and accepts the no-break ones', () => {
    expect(
      ordinarySpaces('1 000 membres, 10 Go, 16 kbit/s, 24 h/24, {{facts.ratchet.hours}} heures, 50 %'),
    ).toHaveLength(7)
    expect(
      ordinarySpaces(
        '1\u202f000\u00a0membres, 10\u00a0Go, 16\u00a0kbit/s, 24\u00a0h/24, {{facts.ratchet.hours}}\u00a0heures, 50\u00a0%',
      ),
    ).toEqual([])
    expect(ordinarySpaces('la norme EN 301 549 et la FIPS 203 en 2024')).toEqual([])
  })
})

describe.each(localeFiles)('locales/fr/%s', (file) => {
  it('uses no-break spaces before : ; ? ! » and after «', () => {
    const bundle = JSON.parse(readFileSync(join(localeDir, file), 'utf8')) as unknown
    const found = strings(bundle, '').flatMap(([key, text]) =>
      ordinarySpaces(text).map((excerpt) => `${key}: ${excerpt}`),
    )
    expect(found, 'ordinary spaces where French needs U+202F (before ; ? !) or U+00A0 (before :, inside « »)').toEqual(
      [],
    )
  })
})

describe.each(posts)('src/content/blog/%s/index.fr.md', (slug) => {
  it('uses no-break spaces before : ; ? ! » and after «', () => {
    const lines = readFileSync(join(blogDir, slug, 'index.fr.md'), 'utf8').split('\n')
    const found = lines.flatMap((line, index) => ordinarySpaces(line).map((excerpt) => `line ${index + 1}: ${excerpt}`))
    expect(found, 'ordinary spaces where French needs U+202F (before ; ? !) or U+00A0 (before :, inside « »)').toEqual(
      [],
    )
  })
})

/** Every French string and post line, for the review findings this rule holds across the site. */
const frenchTexts = () => [
  ...localeFiles.flatMap((file) =>
    strings(JSON.parse(readFileSync(join(localeDir, file), 'utf8')) as unknown, file).map(
      ([key, text]) => [key, text] as const,
    ),
  ),
  ...posts.flatMap((slug) =>
    readFileSync(join(blogDir, slug, 'index.fr.md'), 'utf8')
      .split('\n')
      .map((line, index) => [`${slug} line ${index + 1}`, line] as const),
  ),
]
const breaking = (rule: string) =>
  frenchTexts().flatMap(([where, text]) => ordinarySpaces(text, new RegExp(rule, 'g')).map((at) => `${where}: ${at}`))

describe('translations 2026-11-27 fr-3.3.3.2: groups of thousands never break across lines ("1 000", "1 184")', () => {
  it('in every French locale file and post', () => expect(breaking(rules.thousands)).toEqual([]))
})

describe('translations 2026-11-27 fr-3.3.3.3: a number stays with its unit ("10 Go", "16 kbit/s", "24 h/24")', () => {
  it('in every French locale file and post', () => expect(breaking(rules.units)).toEqual([]))
})
