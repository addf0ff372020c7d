import { describe, expect, it } from 'vitest'
import { sanitizeLanguage } from '../../../src/boot/languageValue'
import { hostileLanguageValues } from '../../fixtures/hostileLanguageValues'

describe('sanitizeLanguage', () => {
  it.each(['en', 'es', 'pt', 'fr', 'de'])('accepts %s', (code) => {
    expect(sanitizeLanguage(code)).toBe(code)
  })

  // A value that is not exactly one of the five codes is discarded, never reflected.
  it.each(['  DE ', 'Es', 'DE', 'pt-BR', 'pt_br', 'fr-CA', 'de-AT', 'en-GB', 'zh-Hant-TW', ' de', 'de '])(
    'discards %j, which is not exactly one of the five codes',
    (value) => {
      expect(sanitizeLanguage(value)).toBeNull()
    },
  )

  it.each(['it', 'nl', 'english', 'deutsch', 'e', '', '   ', 'de-', 'de--AT', 'xx-de'])(
    'discards unsupported value %j',
    (value) => {
      expect(sanitizeLanguage(value)).toBeNull()
    },
  )

  it.each(hostileLanguageValues)('discards hostile value %j', (value) => {
    expect(sanitizeLanguage(value)).toBeNull()
  })

  it.each([null, undefined, 42, {}, ['de']])('discards non-strings (%j)', (value) => {
    expect(sanitizeLanguage(value)).toBeNull()
  })
})
