/**
 * Four fresh native editors (es, pt-PT, fr, de) read the same ten namespaces a fourth time on
 * 4 December 2026, after the third read's fixes (the reports are not in the repository, so each
 * test's name says its finding by language and number). This stop applied the three that changed
 * meaning or grammar, and the English reader's first finding; the closing note lists the rest as open.
 */
import { describe, expect, it } from 'vitest'
import { conferenceCaveatPattern } from './callWording'
import { expectCopy, everywhere } from './copyGuard'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { createI18n } from '../../../src/i18n/createI18n'
import { pageLinks } from '../../../src/components/pageLinks'

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

describe('fresh translations 2026-12-04, fourth read: the medium findings taken in the next stop', () => {
  it('es 1 / es 2: “key schedule” is “programa de claves”, apart from the HKDF step; a KEM is an “encapsulación”', () => {
    expectCopy({
      places: ['trust-centre#documents.titles.designDocumentation', 'trust-centre#protocol', 'home#trust.items.0'],
      absent: { es: /derivación de claves/ },
      present: { es: /programa de claves/ },
    })
    expectCopy({ places: everywhere, absent: { es: /mecanismo de encapsulado|un encapsulado poscuántico/ } })
  })

  it('es 3 / es 5 / es 6: the gateway leg is “no más seguro que esa red”, a tester is not an auditor, a virtual appliance is not a device', () => {
    expectCopy({
      places: ['faqs#commercial.items.3'],
      absent: { es: /solo es tan seguro como/ },
      present: { es: /no es más seguro que esa red/ },
    })
    expectCopy({
      places: ['trust-centre#tests'],
      absent: { es: /\bAuditor\b|nuestros auditores/ },
      present: { es: /Empresa de pruebas/ },
    })
    expectCopy({
      places: ['product-on-premises#deployment.items.0'],
      absent: { es: /dispositivos virtuales/ },
      present: { es: /appliances virtuales/ },
    })
  })

  it('pt 2 / pt 3 / pt 4: no “subscrever”, the badge (not the reader) depends on the directory, the customer runs On-Premises', () => {
    expectCopy({
      places: ['solution-messaging#hero'],
      absent: { pt: /subscrever/ },
      present: { pt: /aprovar sem reservas/ },
    })
    expectCopy({
      places: ['encryption#building.items.1'],
      absent: { pt: /por isso, confia em quem opera/ },
      // The fifth read (pt 19) named the badge “selo de verificação”, masculine.
      present: { pt: /o selo depende da confiança em quem opera esse diretório/ },
    })
    expectCopy({
      places: ['company#about'],
      present: { pt: /On-Premises, que a sua organização opera por conta própria/ },
    })
  })

  it('fr 3 / fr 4 / fr 5: the badge does not “faire confiance”; the platform, not the data centre, is connected or air-gapped', () => {
    expectCopy({
      places: ['encryption#building.items.1', 'faqs#security.items.5'],
      absent: { fr: /fait (?:donc )?confiance à/ },
    })
    expectCopy({ places: ['faqs#security.items.5'], present: { fr: /Le badge de vérification repose sur l’annuaire/ } })
    expectCopy({
      places: ['product-enterprise#related.items.1'],
      present: { fr: /La même plateforme, exploitée[^.]*, connectée ou isolée/ },
    })
  })

  it('de 2 / de 3 / de 5 / de 6: the Home Secretary serves notices, a security accreditation authority, „herkömmlich“, one „außerhalb“', () => {
    expectCopy({
      places: ['faqs#security.items.5'],
      absent: { de: /Innenministerium, sogenannte Technical Capability Notices zu erlassen/ },
      present: {
        de: /dem britischen Innenminister \(Home Secretary\) außerdem, Anbietern sogenannte Technical Capability Notices zuzustellen/,
      },
    })
    expectCopy({
      places: ['trust-centre#documents.availability'],
      present: { de: /Sicherheits\u00ad?akkreditierungs\u00ad?stellen/ },
    })
    expectCopy({ places: everywhere, absent: { de: /gewöhnliche[sn]? Telefon|außerhalb von Vaultline außerhalb/ } })
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

  it('en 2 (high): no page keys “every call” freshly without saying calls between two people; conferences keep their caveat', () => {
    expectCopy({
      places: ['solutions#capabilities.items.1', 'solution-calls#features.items.0'],
      // The fifth read (en 16) named calls between two people “one-to-one calls” and gave the
      // conference caveat one sentence.
      absent: { en: /every call\b/ },
      present: { en: /every one-to-one call/ },
    })
    expectCopy({
      places: ['solutions#capabilities.items.1'],
      present: { en: new RegExp(`conferences of up to 50 people[^]*${conferenceCaveatPattern.en.source}`) },
    })
  })

  it('en 3 / en 4: authorities can require the delivery records too, and On-Premises records are reached only through access the customer grants', () => {
    expectCopy({
      places: ['faqs#security.items.5.answer.0'],
      absent: { en: /account and connection data listed|we have no access to it/ },
      present: {
        en: /delivery records, connection logs, account and group-membership data, push tokens and the administrator audit log[^]*we reach them only through access you grant, such as remote support/,
      },
    })
  })

  it('en 5: the CNSA 2.0 answer names the app-to-server link and store installs as not yet CNSA 2.0', () => {
    expectCopy({
      places: ['faqs#security.items.1.answer.0'],
      present: {
        en: /Two further parts are not yet CNSA 2.0: the connection between each app and our servers[^]*public app stores/,
      },
    })
  })

  it('en 6: no invented “principal security researcher”; the article is the research team’s', () => {
    expectCopy({ places: everywhere, absent: { en: /principal security researcher/i } })
    expectCopy({ places: ['out-of-band#post'], present: { en: /Our security research team’s article/ } })
  })

  it('en 7: pricing does not say every feature is included when the Voice Gateway and Premium support are priced apart', () => {
    expectCopy({
      places: ['pricing#hero'],
      absent: { en: /, every feature included/ },
      present: { en: /every feature of your edition included/ },
    })
  })

  it('en 8: the threat-layers diagram does not claim end-to-end encryption covers every layer', () => {
    expectCopy({
      places: ['visuals#threatLayers.lead'],
      absent: { en: /across all of them/ },
      present: { en: /against spyware and impersonation it relies on the other measures shown/ },
    })
  })

  it('en 9: the voice-cloning post does not say the organisation issues device identities; keys are checked against its directory', () => {
    expectCopy({
      places: ['post:voice-cloning-and-the-ceo-call'],
      absent: { en: /cryptographic identity issued by your organisation/ },
      present: { en: /device keys are checked against your organisation's directory/ },
    })
  })

  it('en 10: the home page’s capabilities section names the two exceptions once and leaves the detail to the Encryption page', () => {
    expectCopy({
      places: ['home#capabilities'],
      absent: { en: /Two limits remain/ },
      present: {
        en: /[Cc]onference calls and calls to ordinary phones through the Voice Gateway are not covered by that claim, as the Encryption page explains/,
      },
    })
  })

  it('en 11: the FAQ and the solutions page do not say what the servers see twice before quoting the records sentence', () => {
    expectCopy({
      places: ['faqs#security.items.3.answer.0', 'solutions#limits.points.4'],
      absent: {
        en: /who sends to whom or to which group, when, the padded size|they see who exchanges messages with whom and when/,
      },
    })
  })

  it('en 12: the note under the algorithms table is three labelled notes: groups, new keys, releases', async () => {
    await loadNamespaces('en', ['encryption'])
    const notes = createI18n('en', ['encryption']).t('encryption:algorithms.notes', { returnObjects: true }) as {
      label: string
    }[]
    expect(notes.map((note) => note.label)).toEqual(['Groups', 'New keys', 'Releases'])
  })

  it('en 13 / en 14: a mis-issued certificate names the server, and safety numbers are compared in person', () => {
    expectCopy({
      places: ['threat-network#paths'],
      absent: { en: /certificate in your name/ },
      present: { en: /a certificate for that server’s name/ },
    })
    expectCopy({
      places: ['threat-ai#counter.items.2'],
      absent: { en: /compare a short code/ },
      present: { en: /compare safety numbers or scan each other’s QR code once, in person/ },
    })
  })

  it('en 15 / en 16: consumer apps have post-quantum encryption everywhere; the Voice Gateway is an add-on, not a fourth edition', () => {
    expectCopy({ places: ['solutions#prepare'], present: { en: /strong, post-quantum encryption/ } })
    expectCopy({ places: ['comparison#table.rows.2'], absent: { en: /a phone number the user controls/ } })
    expectCopy({ places: everywhere, absent: { en: /\b[Ff]our (?:Vaultline )?editions|four ways to deploy/ } })
    expectCopy({
      places: ['company#about'],
      present: { en: /three editions[^\n]*The Voice Gateway, an add-on to any of them/ },
    })
    // Its card asks the reader to see the add-on, not "this edition", in every language.
    expect(pageLinks.productVoiceGateway.action).toBe('cardAction.addOn')
    expectCopy({
      places: ['common#cardAction.addOn'],
      present: { en: /add-on/, es: /complemento/, pt: /complemento/, fr: /module complémentaire/, de: /Erweiterung/ },
    })
  })

  it('en 17: the pilot is 30 days inside an evaluation of four to six weeks', () => {
    expectCopy({
      places: ['get-started#steps.lead'],
      present: { en: /four to six weeks: scoping, a 30-day pilot and a final review/ },
    })
    expectCopy({ places: ['get-started#hero'], absent: { en: /begin with a 30-day pilot/ } })
  })

  it('en 19 / en 22 / en 23 / en 25: file links, the government packages card, revocation in the console, the On-Premises sizing', () => {
    expectCopy({
      places: ['solution-file-transfer#why'],
      present: { en: /so use policy to keep files on managed devices only/ },
    })
    expectCopy({ places: ['threat-application#related.items.2'], present: { en: /^Government deployment packages/ } })
    expectCopy({
      places: ['product-voice-gateway#integration'],
      absent: { en: /wiped through your MDM lose gateway access/ },
      present: { en: /devices revoked in the Vaultline console lose gateway access at once/ },
    })
    expectCopy({
      places: ['product-on-premises#deployment'],
      absent: { en: /within the edition’s minimum commitment, to/ },
    })
  })

  it('en 20 / en 21: the FIPS 203 post gives the exact ML-KEM-768 sizes once; the harvest-now post keys, ratchets and re-keys in separate sentences', () => {
    expectCopy({
      places: ['post:what-fips-203-means-for-messaging'],
      absent: { en: /about 1\.2 kilobytes and|An ML-KEM-768 public key is 1,184 bytes/ },
      present: { en: /public keys of 1,184 bytes and ciphertexts of 1,088 bytes/ },
    })
    expectCopy({
      places: ['post:harvest-now-decrypt-later'],
      absent: { en: /hybrid key exchange; in a one-to-one conversation/ },
    })
  })

  it('en 24: “end-to-end encrypted” is hyphenated before “encrypted” in every English string and post', () => {
    expectCopy({ places: everywhere, absent: { en: /end to end encrypted/i } })
  })
})
