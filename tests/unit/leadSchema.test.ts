import { describe, expect, it } from 'vitest'
import { countryCodeSet } from '../../src/leads/countries'
import { validateLead, type LeadInput } from '../../src/leads/leadSchema'

const valid: LeadInput = { kind: 'demo', name: ' Amira Haddad ', email: 'Amira@Ministry.example', organisation: 'Ministry of Digital Affairs', country: 'GB', role: 'CISO', teamSize: '250-999', interest: 'government', message: '', consent: true, website: '' }

describe('validateLead', () => {
  it('accepts a complete lead, trimmed and with a lower-case email', () => {
    const result = validateLead(valid, countryCodeSet)
    expect(result).toMatchObject({ ok: true, isBot: false, lead: { name: 'Amira Haddad', email: 'amira@ministry.example', consent: true } })
  })

  it('names every field that is wrong', () => {
    const result = validateLead({ ...valid, name: '', email: 'nope', country: 'XX', teamSize: '7', interest: '', consent: false }, countryCodeSet)
    expect(result).toEqual({ ok: false, errors: { name: 'required', email: 'email', country: 'choice', teamSize: 'choice', interest: 'required', consent: 'consent' } })
  })

  it('asks for a work address rather than a personal one', () => {
    expect(validateLead({ ...valid, email: 'someone@gmail.com' }, countryCodeSet)).toEqual({ ok: false, errors: { email: 'workEmail' } })
  })

  it('flags a filled honeypot as a bot without telling it', () => {
    expect(validateLead({ ...valid, website: 'http://spam.example' }, countryCodeSet)).toMatchObject({ ok: true, isBot: true })
  })

  it('limits the message to 4000 characters, like the database', () => {
    expect(validateLead({ ...valid, message: 'x'.repeat(4001) }, countryCodeSet)).toEqual({ ok: false, errors: { message: 'tooLong' } })
  })
})
