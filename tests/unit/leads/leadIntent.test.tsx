/**
 * Design review 2026-12-01 DES-03: one lead form with an intent choice, one form per page, and one
 * name for each next step. Before, /contact/ and /get-started/ held two identical nine-field forms
 * each, and the same step had six names.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderPageInLanguage } from '../../fixtures/renderPageInLanguage'
import { callsToAction, languages, leadIntentHashes, type Language } from '../../../routes.config'
import { PrimaryActions } from '../../../src/components/sections/PrimaryActions'
import { createI18n } from '../../../src/i18n/createI18n'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { LeadForm } from '../../../src/leads/LeadForm'
import { intentFields, leadIntents, validateLead, type LeadInput } from '../../../src/leads/leadSchema'
import ContactPage from '../../../src/pages/contact/ContactPage'
import GetStartedPage from '../../../src/pages/get-started/GetStartedPage'
import { localizedPath } from '../../../src/routing/localizedPath'

beforeAll(async () => {
  await Promise.all(languages.map((language) => loadNamespaces(language, ['common', 'contact', 'get-started'])))
})

// A build with a backend, as production has: without one the page shows no form.
vi.mock('../../../src/config/backend', () => import('../../fixtures/backendConfigured'))

const render = (language: Language, namespace: string, element: React.ReactElement) =>
  renderPageInLanguage({ element, language, namespace })
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0
const fieldsOf = (html: string) => [...html.matchAll(/data-lead-field="([^"]+)"/g)].map((match) => match[1])
const chosen = (html: string) =>
  /<input[^>]*type="radio"[^>]*checked=""[^>]*value="([^"]+)"/.exec(html)?.[1] ??
  /<input[^>]*type="radio"[^>]*value="([^"]+)"[^>]*checked=""/.exec(html)?.[1]

describe('DES-03: one lead form, with an intent choice', () => {
  it.each(languages)(
    'DES-03: /contact/ and /get-started/ each hold one lead form, a demo and a pilot chosen (%s)',
    (language) => {
      const contact = render(language, 'contact', <ContactPage />)
      const getStarted = render(language, 'get-started', <GetStartedPage />)
      for (const [html, intent] of [
        [contact, 'demo'],
        [getStarted, 'pilot'],
      ] as const) {
        expect(count(html, /<form\b/g)).toBe(1)
        expect(count(html, /type="radio"/g)).toBe(leadIntents.length)
        expect(chosen(html)).toBe(intent)
        // The choice comes first in the form, before any field.
        const form = html.slice(html.indexOf('<form'))
        expect(form.indexOf('data-lead-intent')).toBeLessThan(form.indexOf('data-lead-field'))
      }
    },
  )

  it('DES-03: each intent asks only for the fields it needs, and the privacy-notice box', () => {
    for (const intent of leadIntents) {
      const html = render('en', 'contact', <LeadForm defaultIntent={intent} />)
      expect(fieldsOf(html), intent).toEqual([...intentFields[intent], 'privacyNoticeAcknowledged'])
    }
    expect(intentFields.other).not.toContain('country')
    expect(intentFields.pricing).not.toContain('role')
  })

  it('DES-03: each intent’s choice has the id of its deep link, so a link to it scrolls there', () => {
    const html = render('en', 'contact', <LeadForm defaultIntent="demo" />)
    for (const intent of leadIntents)
      expect(html).toMatch(
        new RegExp(
          `id="${leadIntentHashes[intent]}"[^>]*value="${intent}"|value="${intent}"[^>]*id="${leadIntentHashes[intent]}"`,
        ),
      )
  })

  it.each(languages)(
    'DES-03: the button says what sending does, different for each intent, and the next step is written beside it (%s)',
    (language) => {
      const i18n = createI18n(language, ['common'])
      const labels = leadIntents.map((intent) => {
        const html = render(language, 'contact', <LeadForm defaultIntent={intent} />)
        const button = /<button[^>]*type="submit"[^>]*>([^<]*)</.exec(html)?.[1]
        expect(button).toBe(i18n.t(`leadForm.submit.${intent}`))
        expect(/<button[^>]*type="submit"[^>]*aria-describedby="lead-next-step"/.test(html)).toBe(true)
        expect(html).toContain(i18n.t(`leadForm.next.${intent}`))
        return button
      })
      expect(new Set(labels).size).toBe(leadIntents.length)
    },
  )

  it('DES-03: a question needs its message, a price needs no job title; fields an intent does not ask are sent empty', () => {
    const base: LeadInput = {
      kind: 'other',
      name: 'Ada Lovelace',
      email: 'ada@ministry.example',
      organisation: 'Ministry',
      country: 'GB',
      role: 'Typed before switching',
      teamSize: '50-249',
      interest: 'enterprise',
      message: '',
      privacyNoticeAcknowledged: true,
      enquiryReference: '',
    }
    const codes = new Set(['GB'])
    expect(validateLead(base, codes)).toMatchObject({ ok: false, errors: { message: 'required' } })
    const question = validateLead({ ...base, message: 'Do you support SAML?' }, codes)
    expect(question).toMatchObject({
      ok: true,
      lead: { kind: 'other', role: '', country: '', teamSize: '', interest: '' },
    })
    const pricing = validateLead({ ...base, kind: 'pricing', role: '' }, codes)
    expect(pricing).toMatchObject({ ok: true, lead: { kind: 'pricing', role: '', country: 'GB', message: '' } })
    expect(validateLead({ ...base, kind: 'demo', role: '' }, codes)).toMatchObject({
      ok: false,
      errors: { role: 'required' },
    })
  })

  it.each(languages)(
    'DES-03: every hero and closing band offers the same two actions, in the same words, to the form with their intent (%s)',
    (language) => {
      const i18n = createI18n(language, ['common'])
      const html = render(language, 'common', <PrimaryActions />)
      const links = [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]*)</g)].map((match) => [match[1], match[2]])
      expect(links).toEqual([
        [
          `${localizedPath({ page: callsToAction.requestDemo.page, language })}#request-a-demo`,
          i18n.t('cta.requestDemo'),
        ],
        [`${localizedPath({ page: callsToAction.planPilot.page, language })}#plan-a-pilot`, i18n.t('cta.planPilot')],
      ])
    },
  )
})
