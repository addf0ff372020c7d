import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages } from '../../../routes.config'
import { site } from '../../../src/config/site'
import { createI18n } from '../../../src/i18n/createI18n'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { formatClockTime, supportHours, weekdayName } from '../../../src/i18n/supportHours'

/**
 * Review C6: /contact said urgent incidents are answered around the clock, /pricing that Standard
 * support works UK business hours. Both now print Standard support's hours from one value
 * (site.supportHours), and round-the-clock answers belong to Premium.
 */
const root = join(import.meta.dirname, '../../..')
const raw = (language: string, namespace: string) =>
  readFileSync(join(root, 'locales', language, `${namespace}.json`), 'utf8')

describe('copy-en 2026-11-27 C6: support hours from one source', () => {
  it('writes a time and a weekday as each language does', () => {
    expect(formatClockTime('08:00', 'en')).toBe('08:00')
    expect(formatClockTime('18:30', 'de')).toBe('18:30')
    expect(formatClockTime('08:00', 'fr')).toBe('8\u00a0h')
    expect(formatClockTime('08:30', 'fr')).toBe('8\u00a0h\u00a030')
    expect(weekdayName(1, 'en')).toBe('Monday')
    expect(weekdayName(5, 'pt')).toBe('sexta-feira')
    expect(weekdayName(1, 'de')).toBe('Montag')
    expect(() => formatClockTime('8am', 'en')).toThrow(/HH:MM/)
    expect(() => weekdayName(0, 'en')).toThrow(/weekday/)
  })

  it('follows the configured hours, so changing site.supportHours changes every page', () => {
    expect(supportHours('en', { ...site.supportHours, opens: '09:00', closes: '17:30', lastDay: 4 })).toEqual({
      opens: '09:00',
      closes: '17:30',
      firstDay: 'Monday',
      lastDay: 'Thursday',
    })
  })

  it.each(languages)(
    'prints the same hours on /contact and (English) /pricing, and gives round-the-clock answers to Premium only (%s)',
    async (language) => {
      const namespaces = language === 'en' ? ['common', 'contact', 'pricing'] : ['common', 'contact']
      await loadNamespaces(language, namespaces)
      const i18n = createI18n(language, namespaces)
      const hours = supportHours(language)
      const contact = i18n.t('channels.items.1.body', { ns: 'contact' })
      const pages = language === 'en' ? [contact, i18n.t('support.items.0.body', { ns: 'pricing' })] : [contact]
      for (const text of pages) {
        for (const value of Object.values(hours)) expect(text).toContain(value)
        expect(text).not.toMatch(/\{\{/)
      }
      expect(contact).toMatch(/Premium/)
    },
  )

  it.each(languages)('types no hours into the copy: the contact page takes them from the config (%s)', (language) => {
    const body = (JSON.parse(raw(language, 'contact')) as { channels: { items: { body: string }[] } }).channels
      .items[1]!.body
    expect(body).not.toMatch(/\b\d{1,2}[:h.]\d{2}\b|\b\d{1,2}\s?h\s?\d{0,2}\s?(?:à|a|bis|to)\b/)
    expect(body).toContain('{{company.support.opens}}')
    expect(body).toContain('{{company.support.closes}}')
  })

  it('types no hours into the pricing page either', () => {
    const text = raw('en', 'pricing')
    expect(text).not.toMatch(/\b(?:0?8|18):00\b/)
    expect(text).toContain('{{company.support.opens}}')
  })
})
