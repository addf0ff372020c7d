import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages, type Language } from '../../../routes.config'

/**
 * What the privacy notice and cookie policy say against what the code does (review C17, C18, L3,
 * L8; 2026-12-01 SEC-5, SEC-15, L-2, L-4): the language cookie lasts a year and its local-storage
 * copy has no expiry; the lead intake keys the visitor's network with a secret of the hour, keeps it
 * for one rate window of an hour and keeps no email hash; a scheduled job deletes enquiries 24 months
 * after the last contact.
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
const newest = (pattern: RegExp) =>
  migrations
    .map((file) => read(`supabase/migrations/${file}`))
    .filter((sql) => pattern.test(sql))
    .at(-1)!
/** The submit_lead of the newest migration that defines it. */
const latestIntake = newest(/create or replace function public\.submit_lead/)
/** The retention job of the newest migration that defines it. */
const latestRetention = newest(/create or replace function private\.enforce_retention/)

/** "Keyed hashes" as each language's notice writes it (the algorithm is not named: the built-site facts check admits only algorithms src/content/facts.ts holds). */
const keyedHashes: Record<Language, RegExp> = {
  en: /keyed hash/,
  es: /hash(es)? con clave/,
  pt: /resumos? com chave/,
  fr: /empreintes? à clé/,
  de: /Hashwerte? mit geheimem/,
}
/** "Pseudonymised" in each language: the values are personal data still (SEC-5, L-4). */
const pseudonymised: Record<Language, RegExp> = {
  en: /pseudonymised personal data/,
  es: /datos personales seudonimizados/,
  pt: /dados pessoais pseudonimizados/,
  fr: /données personnelles pseudonymisées/,
  de: /pseudonymisierte personenbezogene Daten/,
}
/** The old claim, which a dictionary attack on the IPv4 space disproved in 45 seconds (SEC-5). */
const oneWay = /one-way|unidireccional|irreversíve|irréversible|Einweg/

describe('the legal pages against the code', () => {
  it('the language cookie lasts one year and the local-storage copy is written without an expiry', () => {
    const storage = read('src/boot/languageStorage.ts')
    expect(storage).toMatch(/ONE_YEAR_SECONDS = 31536000/)
    expect(storage).toMatch(/localStorage\.setItem\(languageKeys\.storage, language\)/)
    const en = privacy('en').purposes.items.find((item) => item.title === 'Showing the site in your language')!
    expect(en.retention).toMatch(/cookie that expires after one year/)
    expect(en.retention).toMatch(/local storage, which has no expiry date/)
  })

  it('SEC-5 / copy-en 2026-11-27 C18: the lead intake keys the network with the hour’s secret, dates it to the minute, keeps it for an hour and hashes no email', () => {
    expect(latestIntake).toMatch(/rate_window constant interval := interval '60 minutes'/)
    expect(latestIntake).toMatch(/private\.rate_limit_hmac\(secret_now, 'network:' \|\| n\.network\)/)
    expect(latestIntake).not.toMatch(/sha256\(pg_catalog\.convert_to\('network:'/)
    expect(latestIntake).toMatch(/date_bin\(interval '1 minute'/)
    expect(latestIntake).toMatch(
      /delete from private\.lead_submissions where submitted_at <= pg_catalog\.now\(\) - rate_window/,
    )
    expect(latestIntake).not.toMatch(/email_key/)
  })

  it('L-2: a scheduled job deletes enquiries 24 months after the last contact, and rate-limit records after their hour', () => {
    expect(latestRetention).toMatch(
      /delete from public\.leads where coalesce\(last_contact_at, created_at\) < pg_catalog\.now\(\) - interval '24 months'/,
    )
    expect(latestRetention).toMatch(
      /delete from private\.lead_submissions where submitted_at <= pg_catalog\.now\(\) - interval '60 minutes'/,
    )
    expect(latestRetention).toMatch(
      /cron\.schedule\('vaultline-retention', '\*\/5 \* \* \* \*', 'select private\.enforce_retention\(\)'\)/,
    )
  })

  it.each(languages)(
    'L-4: the privacy notice names keyed, pseudonymised hashes of the address, the hour, the five-minute job, and the page and language a form is sent from (%s)',
    (language) => {
      const copy = privacy(language)
      const [enquiry, limit] = copy.purposes.items
      expect(limit!.data).toMatch(keyedHashes[language])
      expect(limit!.data).toMatch(pseudonymised[language])
      expect(limit!.retention).toMatch(/^(One hour|Una hora|Uma hora|Une heure|Eine Stunde)/)
      expect(copy.botCheck.none.paragraphs.join(' ')).toMatch(keyedHashes[language])
      expect(JSON.stringify(copy)).not.toMatch(oneWay)
      expect(enquiry!.data).toMatch(/24/)
      expect(enquiry!.retention).toMatch(/24/)
      expect(`${enquiry!.retention} ${limit!.retention}`).toMatch(
        /five minutes|cinco minutos|cinco em cinco minutos|cinq minutes|fünf Minuten/,
      )
    },
  )
})
