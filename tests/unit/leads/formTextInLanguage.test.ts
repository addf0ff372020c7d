/**
 * What the lead form writes from code, in the page's language (translation review 2026-11-27): the
 * country list in the full locale, so European Portuguese names (X4, pt 2.3 #1), and the email
 * offered when the form cannot be sent, with the form's labels, the values as the form showed them
 * and the language's punctuation (X6).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { languages } from '../../../routes.config'
import { createI18n } from '../../../src/i18n/createI18n'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { countryOptions } from '../../../src/leads/countries'
import type { LeadInput } from '../../../src/leads/leadSchema'
import { mailtoFallback } from '../../../src/leads/mailtoFallback'

beforeAll(() => Promise.all(languages.map((language) => loadNamespaces(language, ['common']))))

const countryName = (language: 'pt' | 'es' | 'fr' | 'de', code: string) =>
  countryOptions(language).find((country) => country.code === code)?.name

describe('translations 2026-11-27 X4: country names and their order come from the full locale', () => {
  it('names countries as Portugal does, not Brazil', () => {
    const names = countryOptions('pt').map((country) => country.name)
    for (const european of ['Arménia', 'Eslovénia', 'Estónia', 'Irão', 'Polónia', 'Quénia', 'Vietname'])
      expect(names).toContain(european)
    for (const brazilian of ['Armênia', 'Eslovênia', 'Estônia', 'Irã', 'Polônia', 'Quênia', 'Vietnã'])
      expect(names).not.toContain(brazilian)
  })

  it('in every language, as that language writes them', () => {
    expect(countryName('es', 'DE')).toBe('Alemania')
    expect(countryName('fr', 'DE')).toBe('Allemagne')
    expect(countryName('de', 'GB')).toBe('Vereinigtes Königreich')
  })
})

describe('translations 2026-11-27 pt-2.3.1: the Portuguese contact form lists countries in European Portuguese', () => {
  it('Irão, Polónia and Quénia, never Irã, Polônia and Quênia', () => {
    expect([countryName('pt', 'IR'), countryName('pt', 'PL'), countryName('pt', 'KE')]).toEqual([
      'Irão',
      'Polónia',
      'Quénia',
    ])
  })
})

const input: LeadInput = {
  kind: 'demo',
  name: 'Camille Martin',
  email: 'camille.martin@ministere.example',
  organisation: 'Ministère',
  country: 'FR',
  role: 'RSSI',
  teamSize: '50-249',
  interest: 'voice-gateway',
  message: 'Bonjour',
  privacyNoticeAcknowledged: true,
  enquiryReference: '',
}

describe('translations 2026-11-27 X6: the email offered when the form cannot be sent is written in the page’s language', () => {
  it('in French: the form’s labels, the values as shown, and a no-break space before each colon', () => {
    const t = createI18n('fr', ['common']).t
    const href = mailtoFallback(input, 'Demande de démo', t, countryOptions('fr'))
    const body = decodeURIComponent(href.slice(href.indexOf('&body=') + '&body='.length))
    const label = (field: string) => t(`leadForm.fields.${field}`)
    expect(body).toContain(`${label('country')}\u00a0: France`)
    expect(body).toContain(`${label('teamSize')}\u00a0: ${t('leadForm.teamSizes.50-249')}`)
    expect(body).toContain(`${label('interest')}\u00a0: ${t('leadForm.interests.voice-gateway')}`)
    expect(body).not.toMatch(/ : (FR|50-249|voice-gateway)$/m)
    expect(body).not.toMatch(/\S: /)
  })
})
