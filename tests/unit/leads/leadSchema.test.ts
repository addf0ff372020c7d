import { describe, expect, it } from 'vitest'
import { countryCodeSet } from '../../../src/leads/countries'
import { leadLimits, validateLead, type LeadInput } from '../../../src/leads/leadSchema'

const valid: LeadInput = {
  kind: 'demo',
  name: ' Amira Haddad ',
  email: 'Amira@Ministry.example',
  organisation: 'Ministry of Digital Affairs',
  country: 'GB',
  role: 'CISO',
  teamSize: '250-999',
  interest: 'government',
  message: '',
  privacyNoticeAcknowledged: true,
  enquiryReference: '',
}

describe('validateLead', () => {
  it('accepts a complete lead, trimmed and with a lower-case email', () => {
    const result = validateLead(valid, countryCodeSet)
    expect(result).toMatchObject({
      ok: true,
      lead: { name: 'Amira Haddad', email: 'amira@ministry.example', privacyNoticeAcknowledged: true },
    })
  })

  it('names every field that is wrong', () => {
    const result = validateLead(
      {
        ...valid,
        name: '',
        email: 'nope',
        country: 'XX',
        teamSize: '7',
        interest: '',
        privacyNoticeAcknowledged: false,
      },
      countryCodeSet,
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'required',
        email: 'email',
        country: 'choice',
        teamSize: 'choice',
        interest: 'required',
        privacyNoticeAcknowledged: 'privacyNotice',
      },
    })
  })

  it('asks for a work address rather than a personal one', () => {
    expect(validateLead({ ...valid, email: 'someone@gmail.com' }, countryCodeSet)).toEqual({
      ok: false,
      errors: { email: 'workEmail' },
    })
  })

  it('passes a filled honeypot on with the lead, for the database to flag, instead of dropping it', () => {
    expect(validateLead({ ...valid, enquiryReference: 'autofilled by a browser' }, countryCodeSet)).toMatchObject({
      ok: true,
      lead: { enquiryReference: 'autofilled by a browser', name: 'Amira Haddad' },
    })
  })

  it('limits the message to 4000 characters, like the database', () => {
    expect(validateLead({ ...valid, message: 'x'.repeat(4001) }, countryCodeSet)).toEqual({
      ok: false,
      errors: { message: 'tooLong' },
    })
  })

  it('counts padding: a name within the limit once trimmed is still too long as typed', () => {
    expect(validateLead({ ...valid, name: 'ab' + ' '.repeat(leadLimits.name[1]) }, countryCodeSet)).toEqual({
      ok: false,
      errors: { name: 'tooLong' },
    })
  })

  it('counts characters as the database does, not UTF-16 units', () => {
    expect(validateLead({ ...valid, name: '𠮷'.repeat(leadLimits.name[1]) }, countryCodeSet)).toMatchObject({
      ok: true,
    })
    expect(validateLead({ ...valid, name: '𠮷' }, countryCodeSet)).toEqual({ ok: false, errors: { name: 'tooShort' } })
  })

  it.each([
    ['name', 'Amira\u0007 Haddad'],
    ['name', 'Amira\nHaddad'],
    ['organisation', 'Ministry\u2028of Affairs'],
    ['role', 'Head of \u202eytiruceS'],
    ['email', 'amira\u2066@ministry.example'],
    ['message', 'Call \u202e020 7946 0321'],
  ] as const)('refuses control and text-direction characters in the %s, as the database does', (field, value) => {
    expect(validateLead({ ...valid, [field]: value }, countryCodeSet)).toEqual({
      ok: false,
      errors: { [field]: 'characters' },
    })
  })

  it('keeps line breaks and tabs in the message', () => {
    expect(
      validateLead({ ...valid, message: 'Two questions:\n\t1. Hosting\r\n\t2. PSTN' }, countryCodeSet),
    ).toMatchObject({ ok: true, lead: { message: 'Two questions:\n\t1. Hosting\r\n\t2. PSTN' } })
  })

  it('refuses an email that starts like a spreadsheet formula, which the database refuses too', () => {
    expect(validateLead({ ...valid, email: '=cmd@ministry.example' }, countryCodeSet)).toEqual({
      ok: false,
      errors: { email: 'email' },
    })
  })

  it('accepts names that start like a formula: the database stores them neutralised', () => {
    expect(validateLead({ ...valid, organisation: '+44 Holdings' }, countryCodeSet)).toMatchObject({
      ok: true,
      lead: { organisation: '+44 Holdings' },
    })
  })

  it('security 2026-11-27 L7: refuses every Unicode format character (category Cf) but the joiners, in every text field', () => {
    const formatCharacters = Array.from({ length: 0x110000 }, (_, c) => String.fromCodePoint(c)).filter(
      (ch) => /\p{Cf}/u.test(ch) && !/[\u200c\u200d]/.test(ch),
    )
    for (const field of ['name', 'organisation', 'role', 'message'] as const) {
      const refused = formatCharacters.filter(
        (ch) => !validateLead({ ...valid, [field]: `Amira${ch}Haddad` }, countryCodeSet).ok,
      )
      expect(refused).toHaveLength(formatCharacters.length)
    }
  })

  it('allows a joiner inside a word of a script that needs it, and nowhere else', () => {
    expect(validateLead({ ...valid, name: 'می\u200cخواهم' }, countryCodeSet)).toMatchObject({ ok: true })
    expect(validateLead({ ...valid, message: 'Team 👩\u200d💻' }, countryCodeSet)).toMatchObject({ ok: true })
    expect(validateLead({ ...valid, name: 'Amira\u200dHaddad' }, countryCodeSet)).toEqual({
      ok: false,
      errors: { name: 'characters' },
    })
    expect(validateLead({ ...valid, message: '\u200d=1+1' }, countryCodeSet)).toEqual({
      ok: false,
      errors: { message: 'characters' },
    })
    expect(validateLead({ ...valid, email: 'amira\u200c@ministry.example' }, countryCodeSet)).toEqual({
      ok: false,
      errors: { email: 'characters' },
    })
  })

  it('reads an email address in its NFKC form: fullwidth letters fold, a fullwidth formula sign is still one', () => {
    expect(validateLead({ ...valid, email: 'ＡＭＩＲＡ@Ministry.example' }, countryCodeSet)).toMatchObject({
      ok: true,
      lead: { email: 'amira@ministry.example' },
    })
    expect(validateLead({ ...valid, email: '＝cmd@ministry.example' }, countryCodeSet)).toEqual({
      ok: false,
      errors: { email: 'email' },
    })
    expect(validateLead({ ...valid, email: 'someone@ｇｍａｉｌ.com' }, countryCodeSet)).toEqual({
      ok: false,
      errors: { email: 'workEmail' },
    })
  })

  it('refuses an address with a label that mixes Latin, Greek or Cyrillic letters', () => {
    expect(validateLead({ ...valid, email: 'ceo@vаultline.example' }, countryCodeSet)).toEqual({
      ok: false,
      errors: { email: 'email' },
    })
    expect(validateLead({ ...valid, email: 'сео@банк.example' }, countryCodeSet)).toMatchObject({ ok: true })
  })

  it('asks for a work address without refusing a provider’s name inside an organisation’s domain', () => {
    expect(validateLead({ ...valid, email: 'someone@yahoo.co.uk' }, countryCodeSet)).toEqual({
      ok: false,
      errors: { email: 'workEmail' },
    })
    expect(validateLead({ ...valid, email: 'someone@mail.ministry.gov.uk' }, countryCodeSet)).toMatchObject({
      ok: true,
    })
  })
})
