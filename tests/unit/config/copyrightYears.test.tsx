/**
 * The footer's copyright notice. The specification (§1 and §9) says: "The footer copyright year is
 * 2025." That is the notice's first year; a site rebuilt from later sources adds their year, so the
 * notice reads "© 2025–2026" and never claims only a year the site has outgrown.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { languages, type Language } from '../../../routes.config'
import { sourceYear } from '../../../src/config/buildInfo'
import { copyrightFirstYear, copyrightYears, site } from '../../../src/config/site'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { renderFooter } from '../../fixtures/renderFooter'

const specSentence = 'The footer copyright year is 2025.'

beforeAll(() => Promise.all(languages.map((language) => loadNamespaces(language, ['common']))))

const footerText = (language: Language) =>
  renderFooter(language)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

describe('the footer copyright years', () => {
  it(`spec-audit 2026-11-27 §1-9: start in the specification's year ("${specSentence}")`, () => {
    expect(copyrightFirstYear).toBe(Number(/\b(\d{4})\b/.exec(specSentence)![1]))
  })

  it('spec-audit 2026-11-27 §9-125: run from the first year to the sources’ year when that is later, and are one year when it is the same', () => {
    expect(copyrightYears(2025, 2026)).toBe('2025–2026')
    expect(copyrightYears(2025, 2031)).toBe('2025–2031')
    expect(copyrightYears(2025, 2025)).toBe('2025')
    // Sources dated before the first year (a clock gone wrong) never make a range that runs backwards.
    expect(copyrightYears(2025, 2024)).toBe('2025')
  })

  it.each(languages)('are shown in the footer as "© 2025–<sources’ year>" (%s)', (language) => {
    const expected =
      sourceYear > copyrightFirstYear
        ? `© ${copyrightFirstYear}–${sourceYear} ${site.company}`
        : `© ${copyrightFirstYear} ${site.company}`
    expect(site.copyrightYears).toBe(copyrightYears(2025, sourceYear))
    expect(footerText(language)).toContain(expected)
  })
})
