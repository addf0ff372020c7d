import { describe, expect, it } from 'vitest'
import { sanitizeLanguage } from '../../src/boot/languageValue'
import { hostileLanguageValues } from '../fixtures/hostileLanguageValues'

describe('sanitizeLanguage', () => {
  it.each(['en', 'es', 'pt', 'fr', 'de'])('accepts %s', (code) => {
    expect(sanitizeLanguage(code)).toBe(code)
  })

  it.each([
    ['  DE ', 'de'],
    ['Es', 'es'],
    ['pt-BR', 'pt'],
    ['pt_br', 'pt'],
    ['fr-CA', 'fr'],
    ['de-AT', 'de'],
    ['en-GB', 'en'],
    ['zh-Hant-TW', null],
  ])('normalises %j to %j', (value, expected) => {
    expect(sanitizeLanguage(value)).toBe(expected)
  })

  it.each(['it', 'nl', 'english', 'deutsch', 'e', '', '   ', 'de-', 'de--AT', 'xx-de'])('discards unsupported value %j', (value) => {
    expect(sanitizeLanguage(value)).toBeNull()
  })

  it.each(hostileLanguageValues)('discards hostile value %j', (value) => {
    expect(sanitizeLanguage(value)).toBeNull()
  })

  it.each([null, undefined, 42, {}, ['de']])('discards non-strings (%j)', (value) => {
    expect(sanitizeLanguage(value)).toBeNull()
  })
})
