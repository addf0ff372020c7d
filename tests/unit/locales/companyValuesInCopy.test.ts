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
import { localeStrings } from '../../../src/content/translations/localeStrings'

const root = join(import.meta.dirname, '../../..')

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
          [...localeStrings(JSON.parse(readFileSync(join(folder, file), 'utf8')))].flatMap(([key, forms]) =>
            Object.entries(companyValues)
              .filter(([, value]) => forms.some((text) => text.includes(value)))
              .map(([name]) => `${file} ${key}: the ${name}`),
          ),
        )
      expect(typed).toEqual([])
    })
})
