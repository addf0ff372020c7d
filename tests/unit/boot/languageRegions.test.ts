import { describe, expect, it } from 'vitest'
import {
  countryLanguages,
  regionTable,
  timeZoneLanguages,
  type DetectableLanguage,
} from '../../../src/boot/languageRegions'
import { detectedLanguage } from '../../../src/boot/decideLanguage'

const table = regionTable()
const entries = <T extends string>(map: Record<DetectableLanguage, readonly T[]>) =>
  (Object.entries(map) as [DetectableLanguage, readonly T[]][]).flatMap(([language, keys]) =>
    keys.map((key) => [key, language] as const),
  )

describe('country table', () => {
  it.each(entries(countryLanguages))('%s → %s', (country, language) => {
    expect(country).toMatch(/^[A-Z]{2}$/)
    expect(detectedLanguage(table, { ok: true, country }, undefined)).toBe(language)
  })

  it('maps the countries of each language', () => {
    expect(countryLanguages.de).toEqual(expect.arrayContaining(['DE', 'AT', 'CH', 'LI', 'LU', 'BE']))
    expect(countryLanguages.es).toEqual(expect.arrayContaining(['ES', 'MX', 'AR', 'CO']))
    expect(countryLanguages.pt).toEqual(expect.arrayContaining(['PT', 'BR', 'AO', 'MZ']))
    expect(countryLanguages.fr).toEqual(expect.arrayContaining(['FR', 'MC', 'SN', 'CI']))
  })
})

describe('time-zone table', () => {
  const known = new Set(Intl.supportedValuesOf('timeZone'))
  it.each(entries(timeZoneLanguages))('%s → %s', (zone, language) => {
    expect(zone).toMatch(/^[A-Z][A-Za-z_]+\/[A-Za-z_/-]+$/)
    expect(detectedLanguage(table, { ok: true, country: 'US' }, zone)).toBe(language)
  })

  it('names zones this runtime knows, or their well-known aliases', () => {
    const aliases = new Set(['America/Buenos_Aires', 'Europe/Busingen', 'Asia/Macau', 'America/Ciudad_Juarez'])
    for (const [zone] of entries(timeZoneLanguages))
      expect(
        known.has(zone) ||
          aliases.has(zone) ||
          (() => {
            try {
              new Intl.DateTimeFormat('en', { timeZone: zone })
              return true
            } catch {
              return false
            }
          })(),
        zone,
      ).toBe(true)
  })
})
