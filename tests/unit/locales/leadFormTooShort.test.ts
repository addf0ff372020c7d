/**
 * A lead-form field under its minimum says what it needs (WCAG 3.3.3; accessibility 2026-11-27
 * A11Y-13: "This is too short." did not say how long it must be, while the too-long message named
 * its limit). The form interpolates each field's minimum (LeadForm errorText); the browser test of
 * the empty demo request reads the message under the field.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { languages } from '../../../routes.config'
import { createI18n } from '../../../src/i18n/createI18n'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { countryCodeSet } from '../../../src/leads/countries'
import { leadLimits, validateLead } from '../../../src/leads/leadSchema'

beforeAll(() => Promise.all(languages.map((language) => loadNamespaces(language, ['common']))))

const tooShort = (language: (typeof languages)[number], min: number) =>
  createI18n(language, ['common']).t('common:leadForm.errors.tooShort', { min })

describe('accessibility 2026-11-27 A11Y-13: a value that is too short', () => {
  it('is refused as too short: the name, the organisation and the job title need two characters', () => {
    expect([leadLimits.name[0], leadLimits.organisation[0], leadLimits.role[0]]).toEqual([2, 2, 2])
    const result = validateLead(
      {
        kind: 'demo',
        name: 'A',
        email: 'amira.haddad@ministry.example',
        organisation: 'X',
        country: 'GB',
        role: 'Y',
        teamSize: '250-999',
        interest: 'government',
        message: '',
        privacyNoticeAcknowledged: true,
        enquiryReference: '',
      },
      countryCodeSet,
    )
    expect(result).toEqual({ ok: false, errors: { name: 'tooShort', organisation: 'tooShort', role: 'tooShort' } })
  })

  it('is told how many characters to enter, in every language', () => {
    expect(tooShort('en', 2)).toBe('Enter at least 2 characters.')
    for (const language of languages) {
      expect(tooShort(language, 2), language).toMatch(/\b2\b/)
      expect(tooShort(language, 7), language).toMatch(/\b7\b/)
    }
  })
})
