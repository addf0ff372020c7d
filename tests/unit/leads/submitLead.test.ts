import { describe, expect, it } from 'vitest'
import type { Lead } from '../../../src/leads/leadSchema'
import { submitFailure, submitLeadArguments } from '../../../src/leads/submitLead'

const lead: Lead = {
  kind: 'demo',
  name: 'Amira Haddad',
  email: 'amira@ministry.example',
  organisation: 'Ministry of Digital Affairs',
  country: 'GB',
  role: 'CISO',
  teamSize: '250-999',
  interest: 'government',
  message: '',
  privacyNoticeAcknowledged: true,
  enquiryReference: '',
}

describe('what a refusal from submit_lead means for the form', () => {
  it('reads a refusal for volume (429, PT429) as one thing, whatever the server says about it', () => {
    const failure = submitFailure(429, {
      code: 'PT429',
      details: null,
      message: 'The lead was not accepted at this time.',
    })
    expect(failure).toMatchObject({ reason: 'rateLimited', refusal: {} })
    // An older server's details (which limit, until when) are not kept, so the form cannot show them.
    expect(
      submitFailure(429, { code: 'PT429', details: '{"limit" : "email", "retry_after" : "2026-11-24T10:05:00Z"}' })
        .refusal,
    ).toEqual({})
  })

  it('reads a refused field (400, 22023) as that field’s error, under the form’s name for it', () => {
    expect(
      submitFailure(400, { code: '22023', details: '{"field" : "team_size", "reason" : "choice"}' }),
    ).toMatchObject({ reason: 'rejected', refusal: { field: 'teamSize', error: 'choice' } })
    expect(submitFailure(400, { code: '22023', details: '{"field" : "name", "reason" : "characters"}' })).toMatchObject(
      { reason: 'rejected', refusal: { field: 'name', error: 'characters' } },
    )
  })

  it('keeps a refusal it cannot place on a field general', () => {
    expect(
      submitFailure(400, { code: '22023', details: '{"field" : "source_path", "reason" : "path"}' }),
    ).toMatchObject({ reason: 'rejected', refusal: {} })
    expect(submitFailure(401, { code: '42501', details: null })).toMatchObject({ reason: 'rejected', refusal: {} })
  })

  it('SEC-2: reads a flood’s request for the bot check (428, PT428) as the bot check’s refusal, not a refusal for volume', () => {
    expect(
      submitFailure(428, { code: 'PT428', message: 'The bot check is needed to send a lead at this time.' }),
    ).toMatchObject({
      reason: 'botCheck',
      refusal: {},
    })
  })

  it('tells a failed bot check, a server fault and a lost connection apart', () => {
    expect(submitFailure(403, { code: 'bot_check_failed' }).reason).toBe('botCheck')
    expect(submitFailure(503, { code: 'PGRST000' }).reason).toBe('server')
    expect(submitFailure(0, { message: 'TypeError: Failed to fetch' }).reason).toBe('network')
  })
})

describe('the arguments sent to submit_lead', () => {
  it('carry the visitor’s fields, the language, the page and the honeypot, and nothing the database owns', () => {
    const args = submitLeadArguments(
      { ...lead, enquiryReference: 'autofilled' },
      { language: 'de', sourcePath: '/de/kontakt' },
    )
    expect(args).toEqual({
      kind: 'demo',
      name: 'Amira Haddad',
      email: 'amira@ministry.example',
      organisation: 'Ministry of Digital Affairs',
      country: 'GB',
      role: 'CISO',
      team_size: '250-999',
      interest: 'government',
      message: '',
      privacy_notice_acknowledged: true,
      language: 'de',
      source_path: '/de/kontakt',
      honeypot: 'autofilled',
    })
  })

  it('send a path the database accepts: a page path, at most 300 characters', () => {
    expect(submitLeadArguments(lead, { language: 'en', sourcePath: `/${'a'.repeat(400)}` }).source_path).toHaveLength(
      300,
    )
    expect(submitLeadArguments(lead, { language: 'en', sourcePath: '//evil.example' }).source_path).toBe('/')
  })
})
