import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages, type Language } from '../../../routes.config'

/**
 * What the privacy notice and cookie policy say against what the code does (review C17, C18, L3,
 * L8): the language cookie lasts a year and its local-storage copy has no expiry; the lead intake
 * keeps SHA-256 hashes of the visitor's network for one rate window of an hour, and no email hash.
 */
const root = join(import.meta.dirname, '../../..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const privacy = (language: string) =>
  JSON.parse(read(`locales/${language}/legal-privacy.json`)) as {
    purposes: { items: { title: string; data: string; retention: string }[] }
    botCheck: { none: { paragraphs: string[] } }
  }

const migrations = readdirSync(join(root, 'supabase/migrations'))
  .filter((file) => file.endsWith('.sql'))
  .sort()
/** The submit_lead of the newest migration that defines it. */
const latestIntake = migrations
  .map((file) => read(`supabase/migrations/${file}`))
  .filter((sql) => /create or replace function public\.submit_lead/.test(sql))
  .at(-1)!

/** "One-way hashes" as each language's notice writes it (the algorithm is not named: the built-site facts check admits only algorithms src/content/facts.ts holds). */
const oneWayHashes: Record<Language, RegExp> = {
  en: /one-way hashes/,
  es: /hashes unidireccionales/,
  pt: /resumos criptográficos irreversíveis/,
  fr: /empreintes cryptographiques irréversibles/,
  de: /Einweg-Hashwerte/,
}

describe('the legal pages against the code', () => {
  it('the language cookie lasts one year and the local-storage copy is written without an expiry', () => {
    const storage = read('src/boot/languageStorage.ts')
    expect(storage).toMatch(/ONE_YEAR_SECONDS = 31536000/)
    expect(storage).toMatch(/localStorage\.setItem\(languageKeys\.storage, language\)/)
    const en = privacy('en').purposes.items.find((item) => item.title === 'Showing the site in your language')!
    expect(en.retention).toMatch(/cookie that expires after one year/)
    expect(en.retention).toMatch(/local storage, which has no expiry date/)
  })

  it('copy-en 2026-11-27 C18: the lead intake hashes the network with SHA-256, keeps it for an hour and hashes no email', () => {
    expect(latestIntake).toMatch(/rate_window constant interval := interval '60 minutes'/)
    expect(latestIntake).toMatch(/sha256\(pg_catalog\.convert_to\('network:'/)
    expect(latestIntake).toMatch(
      /delete from private\.lead_submissions where submitted_at <= pg_catalog\.now\(\) - rate_window/,
    )
    expect(latestIntake).not.toMatch(/email_key/)
  })

  it.each(languages)(
    'the privacy notice names the hashed address, the hour, and the page and language a form is sent from (%s)',
    (language) => {
      const copy = privacy(language)
      const [enquiry, limit] = copy.purposes.items
      expect(limit!.data).toMatch(oneWayHashes[language])
      expect(limit!.retention).toMatch(/^(One hour|Una hora|Uma hora|Une heure|Eine Stunde)/)
      expect(copy.botCheck.none.paragraphs.join(' ')).toMatch(oneWayHashes[language])
      expect(enquiry!.data).toMatch(/24/)
    },
  )
})
