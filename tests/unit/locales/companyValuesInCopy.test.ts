/**
 * A value of src/config/site.ts that the company has still to confirm (src/content/trust/
 * siteValuesToConfirm.ts) reaches copy only as a `{{company.…}}` variable: typed into a string, it
 * stays behind in five languages when the value changes, and dist-check's sample check cannot tell
 * a confirmed number from the old one (fresh reader, English technical editor, 4 December 2026,
 * finding 7: the thank-you message after a lead typed the telephone number).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages } from '../../../routes.config'
import { site } from '../../../src/config/site'

const root = join(import.meta.dirname, '../../..')

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key))
  return []
}

const companyValues = {
  telephone: site.phone,
  'registration number': site.registration.number,
  ...Object.fromEntries(Object.entries(site.email).map(([name, address]) => [`${name} e-mail`, address])),
}

describe('copy names the company’s contact values through {{company.…}}', () => {
  for (const language of languages)
    it(`no ${language} string types the telephone number, the registration number or an e-mail address`, () => {
      const folder = join(root, 'locales', language)
      const typed = readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) =>
          strings(JSON.parse(readFileSync(join(folder, file), 'utf8')), '').flatMap(([key, text]) =>
            Object.entries(companyValues)
              .filter(([, value]) => text.includes(value))
              .map(([name]) => `${file} ${key}: the ${name}`),
          ),
        )
      expect(typed).toEqual([])
    })
})
