/**
 * Four fresh native editors (es, pt-PT, fr, de) read the same ten namespaces a fourth time on
 * 4 December 2026, after the third read's fixes (the reports are not in the repository, so each
 * test's name says its finding by language and number). This stop applied the three that changed
 * meaning or grammar, and the English reader's first finding; the closing note lists the rest as open.
 */
import { describe, it } from 'vitest'
import { expectCopy, everywhere } from './copyGuard'

describe('fresh translations 2026-12-04, fourth read', () => {
  it('fr 1: UK law reaches an On-Premises deployment only through the access granted to Vaultline Ltd; it is not said not to apply to the company', () => {
    expectCopy({
      places: ['encryption#serverOperators'],
      absent: { fr: /ne s’applique à Vaultline Ltd/ },
      present: { fr: /ne peut atteindre votre déploiement, par l’intermédiaire de Vaultline Ltd/ },
    })
  })

  it('pt 1: the quote comes from the team responsible for the customer’s account, not “a sua equipa comercial”', () => {
    expectCopy({
      places: ['faqs#commercial'],
      absent: { pt: /A sua equipa comercial/ },
      present: { pt: /A equipa responsável pela sua conta confirma um orçamento/ },
    })
  })

  it('de 4: comparing safety numbers in person is a grammatical sentence, with both people scanning each other’s QR codes', () => {
    expectCopy({
      places: ['encryption#building'],
      absent: { de: /scannt gegenseitig/ },
      present: { de: /oder beide scannen gegenseitig ihre QR-Codes/ },
    })
  })
})

describe('fresh English read 2026-12-04, fourth read', () => {
  it('en 1: the leg from the app to the Voice Gateway is encrypted, never “end to end”: the gateway decrypts', () => {
    expectCopy({
      places: ['visuals#voiceGateway'],
      absent: {
        en: /end to end encrypted(?:, app to gateway| from the app)/i,
        es: /de extremo a extremo,? (?:de|desde) la aplicación/,
        pt: /de ponta a ponta,? da aplicação/,
        fr: /de bout en bout,? de l’application/,
        de: /Ende-zu-Ende-verschlüsselt,? (?:App bis|von der App)/i,
      },
      present: {
        en: /Encrypted from the app to the gateway/,
        es: /Cifrado de la aplicación a la pasarela/,
        pt: /Cifrado da aplicação ao gateway/,
        fr: /Chiffré de l’application à la passerelle/,
        de: /Verschlüsselt von der App bis zum Gateway/,
      },
    })
    expectCopy({ places: everywhere, absent: { en: /end to end encrypted from the app to the Voice Gateway/i } })
  })
})
