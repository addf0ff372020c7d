/**
 * Copy review 2026-12-01, L-1: the form's tick box acknowledges the privacy notice, whose lawful
 * basis is legitimate interests, not consent; the database stores it as
 * `privacy_notice_acknowledged` (tests/integration/privacyNoticeAcknowledged.test.ts). The site's
 * own words must not call it a consent box either, in any language (the accessibility statement's
 * findings did).
 */
import { it } from 'vitest'
import { everywhere, expectCopy } from './copyGuard'

it('L-1: no page calls the privacy-notice box a consent checkbox, in any language', () => {
  expectCopy({
    places: everywhere,
    absent: {
      en: /consent (check)?box/i,
      es: /casilla de consentimiento/i,
      pt: /caixa de (verificação de )?consentimento/i,
      fr: /case de consentement/i,
      de: /Einwilligungs(kästchen|checkbox|feld)/i,
    },
  })
  expectCopy({
    places: ['accessibility#findings.A11Y-14.title'],
    present: {
      en: /privacy-notice checkbox/i,
      es: /política de privacidad/,
      pt: /aviso de privacidade/,
      fr: /politique de confidentialité/,
      de: /Datenschutzhinweis/,
    },
  })
})
