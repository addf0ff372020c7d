/**
 * Issue 35: the pictures say what the facts source says. Their words are locales/<lang>/visuals.json;
 * every algorithm name, parameter set and interval in them is a `{{facts.…}}` placeholder (never
 * typed, so a fact changed in src/content/facts.ts changes every picture), each language names
 * the same facts in the same string as English, and the text the pages show once the
 * placeholders are filled passes the build's technical-facts check.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { languages, type Language } from '../../../routes.config'
import { factProblems } from '../../../dist-check/checks/technicalFacts'
import { algorithms, profiles, releaseSigning } from '../../../src/content/facts'
import { factVariables } from '../../../src/i18n/factVariables'
import { phaseColumns, phaseWidths } from '../../../src/components/visuals/diagrams/RatchetDiagram'

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
const copyOf = (language: Language) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../locales', language, 'visuals.json'), 'utf8')) as Json

function strings(value: Json, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key))
  return []
}

const placeholders = (text: string) => (text.match(/\{\{\s*facts\.[\w.]+\s*\}\}/g) ?? []).sort()

/** Fills `{{facts.a.b}}` from the language's fact variables, as i18next does on the page (and the threat layers' one variable of their own). */
function filled(text: string, language: Language): string {
  const variables = factVariables(language) as unknown as Record<string, unknown>
  return text
    .replace(/\{\{\s*facts\.([\w.]+)\s*\}\}/g, (whole, path: string) => {
      const value = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], variables)
      return value === undefined ? whole : String(value)
    })
    .replace('{{places}}', 'Radio link')
}

/** Every name the facts hold, as a picture could type it: algorithms, the profiles' values, release signing. */
const factNames = [
  ...new Set([
    ...Object.keys(algorithms),
    ...Object.values(profiles).flatMap((profile) => Object.values(profile)),
    ...releaseSigning.algorithms,
  ]),
].filter((name) => name.length > 2)

describe.each(languages)('locales/%s/visuals.json', (language) => {
  const copy = strings(copyOf(language))

  it('types no algorithm name: each is a {{facts.…}} placeholder', () => {
    const typed = copy.flatMap(([path, text]) =>
      factNames.filter((name) => text.replace(/\{\{[^}]+\}\}/g, ' ').includes(name)).map((name) => `${path}: ${name}`),
    )
    expect(typed).toEqual([])
  })

  it('names the same facts as English, string by string', () => {
    const english = new Map(strings(copyOf('en')))
    const differing = copy
      .filter(
        ([path, text]) => english.has(path) && placeholders(text).join() !== placeholders(english.get(path)!).join(),
      )
      .map(([path]) => path)
    expect(differing).toEqual([])
  })

  it('passes the technical-facts check once filled in, as the built page shows it', () => {
    const body = copy.map(([, text]) => `<p>${filled(text, language)}</p>`).join('')
    const page = parse(
      `<!doctype html><html lang="${language}"><head><title>Vaultline</title></head><body><main>${body}</main></body></html>`,
    )
    expect(factProblems(page, language, `locales/${language}/visuals.json`).map((problem) => problem.message)).toEqual(
      [],
    )
  })
})

describe('the filled text states the facts source', () => {
  it('the key exchange shows each profile’s key agreement and KEM', () => {
    const keyExchange = strings(copyOf('de'))
      .filter(([path]) => path.startsWith('keyExchange.'))
      .map(([, text]) => filled(text, 'de'))
      .join(' ')
    for (const name of [
      profiles.commercial.keyAgreement,
      profiles.commercial.kem,
      profiles.cnsa.keyAgreement,
      profiles.cnsa.kem,
      profiles.commercial.kdf,
      profiles.commercial.cipher,
    ])
      expect(keyExchange).toContain(name)
  })
})

describe('the ratchet timeline', () => {
  it('its phase bands divide the width as the drawing does (a class, not a style attribute)', () => {
    expect(phaseColumns).toBe(`grid-cols-[${phaseWidths.map((width) => `${width}fr`).join('_')}]`)
  })
})
