/**
 * The findings of the translation review of 2026-11-27 (../shared/reviews/2026-11-27/translations.md)
 * that tests/findings/2026-11-27-translations.ts records as fixed, one test each, named by the
 * finding's tag (IDs: see that file): the wording the reviewer found must not come back in that
 * language, and the corrected meaning must stay. Findings about text that code writes are held
 * where the code is tested: X1, X2, X3 and fr-3.3.3.1 (tests/unit/app/codeWrittenText.test.tsx),
 * X4, X6 and pt-2.3.1 (tests/unit/leads/formTextInLanguage.test.ts), X5
 * (tests/unit/hosting/feeds.test.ts), fr-3.3.3.2 and fr-3.3.3.3 (frenchTypography.test.ts).
 */
import { describe, it } from 'vitest'
import { everywhere, expectCopy } from './copyGuard'

const productPages = ['product-enterprise', 'product-government', 'product-on-premises'] as const

describe('translations 2026-11-27: Spanish', () => {
  it('translations 2026-11-27 es-1.1.1: the classification example stays at OFFICIAL / OFFICIAL-SENSITIVE, not two levels up', () =>
    expectCopy({
      places: ['solution-messaging#features.items.2.body'],
      absent: { es: /DIFUSIÓN LIMITADA|CONFIDENCIAL/ },
      present: { es: /OFFICIAL-SENSITIVE/ },
    }))

  it('translations 2026-11-27 es-1.1.2: the contact card is for reporting vulnerabilities, not "security advisories"', () =>
    expectCopy({
      places: ['contact#channels.items.2.title'],
      absent: { es: /Avisos de seguridad/ },
      present: { es: /vulnerabilidades/ },
    }))

  it('translations 2026-11-27 es-1.1.3: the leg past the gateway is only as secure as the phone network', () =>
    expectCopy({
      places: ['solution-calls#features.items.4.body'],
      absent: { es: /(?<!solo )es tan seguro como/ },
      present: { es: /solo es tan seguro como|no es más seguro que/ },
    }))

  it('translations 2026-11-27 es-1.1.4: the quantum page’s description promises no date for the CRQC', () =>
    expectCopy({ places: ['threat-quantum#meta.description'], absent: { es: /cuándo llegará/ } }))

  it('translations 2026-11-27 es-1.1.5: insider dealing, not "risk of inside information"', () =>
    expectCopy({ places: ['industries'], absent: { es: /riesgo de información privilegiada/ } }))

  // Since the fourth fresh read (en 13), a mis-issued certificate names the server, not the organisation.
  it('translations 2026-11-27 es-1.1.6: a certificate in the organisation’s name, not "his"', () =>
    expectCopy({
      places: ['threat-network#paths.paragraphs.1'],
      absent: { es: /certificado a su nombre/ },
      present: { es: /un certificado para el nombre de ese servidor/ },
    }))

  it('translations 2026-11-27 es-1.1.7.1: voice holds down to about 16 kbit/s, not "up to"', () => {
    expectCopy({ places: ['solution-calls'], absent: { es: /hasta unos 16|de hasta unos/ } })
    expectCopy({ places: ['solution-calls#features.items.3.body'], present: { es: /incluso con solo unos 16/ } })
  })

  it('translations 2026-11-27 es-1.1.7.2: metadata is deleted after a set period, not just "deleted"', () =>
    expectCopy({
      places: ['encryption'],
      absent: { es: /reducimos al mínimo estos metadatos y los eliminamos\./ },
      present: { es: /\b7\b[^]*\b30\b/ },
    }))

  it('translations 2026-11-27 es-1.1.7.3: message sizes are padded, not "masked"', () =>
    expectCopy({ places: ['threat-network', 'encryption'], absent: { es: /enmascar/ } }))

  it('translations 2026-11-27 es-1.1.7.4: the deal use case keeps acquisitions', () =>
    expectCopy({ places: ['solutions#useCases'], absent: { es: /^Negociaciones y fusiones$/m } }))

  it('translations 2026-11-27 es-1.2.1: one term for a SIP trunk: "troncal SIP"', () =>
    expectCopy({ places: everywhere, absent: { es: /enlace SIP/ } }))

  it('translations 2026-11-27 es-1.2.2: "avisos de seguridad" means advisories only, not the reporting channel', () =>
    expectCopy({ places: ['contact#channels'], absent: { es: /Avisos de seguridad/ } }))

  it('translations 2026-11-27 es-1.2.3: one term for legal hold on the consumer-apps page', () =>
    expectCopy({ places: ['consumer-apps'], absent: { es: /retención legal/ } }))

  it('translations 2026-11-27 es-1.2.4: government deployment is "para la Administración"', () =>
    expectCopy({
      places: ['downloads-government#hero.title', 'threat-application#related.items.2.title'],
      absent: { es: /sector público|para administraciones/ },
      present: { es: /para la Administración/ },
    }))

  it('translations 2026-11-27 es-1.2.5: consumer apps are "aplicaciones de mensajería de consumo" everywhere', () =>
    expectCopy({ places: everywhere, absent: { es: /mensajerías de consumo|\bla mensajería de consumo/ } }))

  it('translations 2026-11-27 es-1.2.6: the public phone network, not "PSTN"', () =>
    expectCopy({ places: everywhere, absent: { es: /\bPSTN\b/ } }))

  it('translations 2026-11-27 es-1.3.1: no calque "podamos ser alcanzados"', () =>
    expectCopy({ places: ['product-on-premises'], absent: { es: /podamos ser alcanzados/ } }))

  it('translations 2026-11-27 es-1.3.2: the exposure is a window that is open, not a "margen"', () =>
    expectCopy({
      places: ['threat-quantum#timeline'],
      absent: { es: /margen ya se ha abierto/ },
      present: { es: /ventana ya está abierta/ },
    }))

  it('translations 2026-11-27 es-1.3.3: «capturar ahora, descifrar después» as a named attack', () =>
    expectCopy({ places: ['encryption#hybrid.points.0'], present: { es: /«capturar ahora, descifrar después»/ } }))

  it('translations 2026-11-27 es-1.3.4: data portability in GDPR terms, not a "portable format"', () =>
    expectCopy({
      places: ['legal-privacy#rights'],
      absent: { es: /formato portátil/ },
      present: { es: /estructurado y de uso común/ },
    }))

  it('translations 2026-11-27 es-1.3.5: "las pruebas no son concluyentes", not the anglicism', () =>
    expectCopy({
      places: ['blog#editorial'],
      absent: { es: /la evidencia es incierta/ },
      present: { es: /las pruebas no son concluyentes/ },
    }))

  it('translations 2026-11-27 es-1.3.6: "Política de privacidad" as Spain says, not the Mexican "Aviso de privacidad"', () => {
    expectCopy({ places: everywhere, absent: { es: /[Aa]viso de privacidad/ } })
    expectCopy({ places: ['common#footer.privacy'], present: { es: /Política de privacidad/ } })
  })

  it('translations 2026-11-27 es-1.3.7: no article missing before "comunicación"', () =>
    expectCopy({ places: ['out-of-band'], absent: { es: /los servicios jurídicos, comunicación y/ } }))
})

describe('translations 2026-11-27: Portuguese', () => {
  it('translations 2026-11-27 pt-2.1.1: the leg past the gateway is only as secure as the phone network', () =>
    expectCopy({
      places: ['solution-calls#features.items.4.body'],
      absent: { pt: /(?<!só )é tão seguro quanto/ },
      present: { pt: /só é tão seguro como/ },
    }))

  it('translations 2026-11-27 pt-2.1.2: a certificate in the organisation’s name, not "his"', () =>
    expectCopy({
      places: ['threat-network#paths.paragraphs.1'],
      absent: { pt: /certificado em seu nome/ },
      present: { pt: /um certificado para o nome desse servidor/ },
    }))

  it('translations 2026-11-27 pt-2.1.3: voice holds even at about 16 kbit/s, not "up to"', () => {
    expectCopy({ places: ['solution-calls'], absent: { pt: /até cerca de 16/ } })
    expectCopy({ places: ['solution-calls#features.items.3.body'], present: { pt: /mesmo com apenas cerca de 16/ } })
  })

  it('translations 2026-11-27 pt-2.1.4: messages are padded; padding neither disguises nor equalises their size', () => {
    expectCopy({ places: ['threat-network', 'encryption'], absent: { pt: /disfarça|uniformiz/ } })
    expectCopy({ places: ['threat-network#counter.items.4.body'], present: { pt: /recebem preenchimento/ } })
  })

  it('translations 2026-11-27 pt-2.2.1: one name for harvest now, decrypt later', () =>
    expectCopy({ places: everywhere, absent: { pt: /[Rr]ecolher hoje, decifrar amanhã/ } }))

  // The gloss this finding chose, "catraca dupla (double ratchet)", was itself taken back by the third
  // fresh read (4 December, Portuguese finding 1): "catraca" is no pt-PT term; the protocol keeps its name.
  it('translations 2026-11-27 pt-2.2.2: (taken back by the third fresh read, pt 1) the ratchet is the Double Ratchet, never “catraca”', () => {
    expectCopy({
      places: productPages.map((page) => `${page}#encrypted.items.0.body`),
      present: { pt: /Double Ratchet/ },
      absent: { pt: /do tipo double ratchet/ },
    })
    expectCopy({ places: everywhere, absent: { pt: /catraca/i } })
  })

  it('translations 2026-11-27 pt-2.2.4: one term for the key schedule: "derivação de chaves"', () =>
    expectCopy({ places: everywhere, absent: { pt: /hierarquia de chaves/ } }))

  it('translations 2026-11-27 pt-2.2.5: one term for the CEO on the AI threat page', () =>
    expectCopy({ places: ['threat-ai'], absent: { pt: /presidente executivo/ } }))

  it('translations 2026-11-27 pt-2.2.6: "Administração Pública" capitalised everywhere', () =>
    expectCopy({ places: everywhere, absent: { pt: /administração pública/ } }))

  it('translations 2026-11-27 pt-2.2.7: the public phone network, not "PSTN"', () =>
    expectCopy({ places: everywhere, absent: { pt: /\bPSTN\b/ } }))

  it('translations 2026-11-27 pt-2.2.8: one call to action, "Começar agora"', () =>
    expectCopy({
      places: ['common#breadcrumb.getStarted', 'get-started#hero.eyebrow'],
      present: { pt: /^Começar agora$/ },
    }))

  it('translations 2026-11-27 pt-2.3.2: "por serem práticas", agreeing with "aplicações"', () =>
    expectCopy({ places: ['product-enterprise'], absent: { pt: /por serem práticos/ } }))

  it('translations 2026-11-27 pt-2.3.3: the brand is feminine, "da Vaultline"', () =>
    expectCopy({ places: everywhere, absent: { pt: /\bdo Vaultline\b/ } }))

  it('translations 2026-11-27 pt-2.3.4: «recolher agora, decifrar depois» as a named attack', () =>
    expectCopy({ places: ['encryption#hybrid.points.0'], present: { pt: /«recolher agora, decifrar depois»/ } }))
})

describe('translations 2026-11-27: French', () => {
  it('translations 2026-11-27 fr-3.1.1: messages are padded; their size is not said to be hidden', () => {
    expectCopy({ places: ['threat-network', 'encryption'], absent: { fr: /masqu/ } })
    expectCopy({ places: ['threat-network#counter.items.4.body'], present: { fr: /complétés par remplissage/ } })
  })

  it('translations 2026-11-27 fr-3.1.2: past the gateway the call is no safer than the phone network', () =>
    expectCopy({
      places: ['solution-calls#features.items.4.body'],
      absent: { fr: /la sécurité est celle du réseau/ },
      present: { fr: /n’est pas plus sûr que/ },
    }))

  it('translations 2026-11-27 fr-3.1.3: voice holds even at about 16 kbit/s, not "up to"', () => {
    expectCopy({ places: ['solution-calls'], absent: { fr: /jusqu’à environ 16/ } })
    expectCopy({ places: ['solution-calls#features.items.3.body'], present: { fr: /même à environ 16/ } })
  })

  it('translations 2026-11-27 fr-3.1.4: no Diffusion Restreinte marking that would imply ANSSI approval', () =>
    expectCopy({ places: ['solution-messaging'], absent: { fr: /DIFFUSION RESTREINTE|Diffusion Restreinte/ } }))

  it('translations 2026-11-27 fr-3.2.2: government deployment is "pour l’administration"', () =>
    expectCopy({
      places: ['downloads-government#hero.title', 'threat-application#related.items.2.title'],
      absent: { fr: /secteur public/ },
      present: { fr: /pour l’administration/ },
    }))

  it('translations 2026-11-27 fr-3.3.1: "Contactez-nous", not the casual "Parlons-en"', () =>
    expectCopy({
      places: ['contact#hero.title'],
      absent: { fr: /Parlons-en/ },
      present: { fr: /Contactez-nous/ },
    }))

  it('translations 2026-11-27 fr-3.4.2: SIM swapping is glossed once in French', () =>
    expectCopy({
      places: ['threat-network#attacks'],
      present: { fr: /Échange frauduleux de carte SIM \(SIM swapping\)/ },
    }))
})

describe('translations 2026-11-27: German', () => {
  it('translations 2026-11-27 de-4.1.1: a traceable record of administrator actions, not a gapless one of all', () =>
    expectCopy({
      places: ['product-enterprise#compliance'],
      absent: { de: /lückenlos/ },
      present: { de: /nachvollziehbare Aufzeichnung/ },
    }))

  it('translations 2026-11-27 de-4.1.2: messages are padded, not to uniform sizes', () =>
    expectCopy({
      places: ['threat-network', 'encryption'],
      absent: { de: /einheitliche[n]? Größe/ },
    }))

  it('translations 2026-11-27 de-4.1.3: a secure meeting room, not one protected against eavesdropping', () =>
    expectCopy({
      places: ['contact#office'],
      absent: { de: /abhörgeschützt/ },
      present: { de: /gesicherten Besprechungsraum/ },
    }))

  it('translations 2026-11-27 de-4.1.4: the ICO’s number for calls from outside the UK, not "from abroad"', () =>
    expectCopy({
      places: ['legal-privacy'],
      absent: { de: /aus dem Ausland/ },
      present: { de: /\{\{company\.ico\.phoneInternational\}\} von außerhalb des Vereinigten Königreichs/ },
    }))

  it('translations 2026-11-27 de-4.1.5: no VS-NfD marking that would imply BSI approval', () =>
    expectCopy({ places: ['solution-messaging'], absent: { de: /NUR FÜR DEN DIENSTGEBRAUCH|VS-NfD/ } }))

  it('translations 2026-11-27 de-4.1.6: "abgerechnet" (billed), not "berechnet" (calculated)', () =>
    expectCopy({
      places: ['faqs#commercial.items.0.question'],
      absent: { de: /berechnet\?/ },
      present: { de: /abgerechnet/ },
    }))

  it('translations 2026-11-27 de-4.2.1: SCIM provisioning is "Provisionierung", not deployment’s "Bereitstellung"', () =>
    expectCopy({
      places: everywhere,
      absent: { de: /SCIM-Bereitstellung|Bereitstellung per SCIM|SCIM 2\.0 für die Bereitstellung/ },
    }))

  it('translations 2026-11-27 de-4.2.3: one term for air-gapped: "abgeschottet"', () =>
    expectCopy({ places: everywhere, absent: { de: /physisch getrennt/ } }))

  it('translations 2026-11-27 de-4.2.5: Government and On-Premises by name, not "Behördeneditionen"', () =>
    expectCopy({ places: everywhere, absent: { de: /Behördeneditionen/ } }))

  it('translations 2026-11-27 de-4.2.6: a blog post is a "Beitrag", never an "Artikel"', () =>
    expectCopy({ places: ['common', 'blog', 'out-of-band'], absent: { de: /\bArtikel\b(?!\s*\d)/ } }))

  it('translations 2026-11-27 de-4.3.3.1: the voice-cloning post opens in idiomatic German', () =>
    expectCopy({
      places: ['post:voice-cloning-and-the-ceo-call'],
      absent: { de: /Den größten Teil der Geschichte des Telefons/ },
      present: { de: /Fast so lange, wie es das Telefon gibt/ },
    }))

  it('translations 2026-11-27 de-4.3.3.2: keys in your "Verwahrung", not police "Gewahrsam"', () =>
    expectCopy({
      places: ['product-government'],
      absent: { de: /Gewahrsam/ },
      present: { de: /Verwahrung/ },
    }))

  // The contact form's introduction no longer names who holds the demo in English, so its German
  // does not either (fresh reader 2026-12-04, de 3).
  it('translations 2026-11-27 de-4.3.3.3: a named contact in the pre-sales team, not the stilted "Solutions-Engineering-Team"', () => {
    expectCopy({ places: ['contact', 'faqs', 'get-started'], absent: { de: /Solutions-Engineering/ } })
    expectCopy({ places: ['faqs', 'get-started'], present: { de: /Pre-Sales-Team/ } })
  })

  it('translations 2026-11-27 es-1.2.7: the demo call to action is “Solicitar demo” in the header and in the form’s choice alike', () =>
    expectCopy({
      places: ['common#cta.requestDemo', 'common#leadForm.intent.options.demo'],
      present: { es: /^Solicitar demo$/ },
    }))

  it('translations 2026-11-27 pt-2.2.3: a download is a “descarregamento” on the file-transfer page and in its picture too', () =>
    expectCopy({
      places: ['visuals#fileTransfer', 'solution-file-transfer'],
      absent: { pt: /limite de transferências|Faltam \d+ transferências/ },
      present: { pt: /descarregamentos/ },
    }))

  it('translations 2026-11-27 de-4.2.4: the threat layers are “Schichten” on every page, never “Ebenen”', () =>
    expectCopy({ places: everywhere, absent: { de: /\bEbenen?\b/ } }))

  it('translations 2026-11-27 fr-3.2.1: e-mail is “messagerie électronique”, so “messagerie” alone is the product category', () => {
    expectCopy({
      places: ['out-of-band#why.points.0', 'solutions#useCases.items.2', 'solutions#useCases.items.3'],
      present: { fr: /messagerie électronique/ },
    })
    expectCopy({ places: everywhere, absent: { fr: /Votre messagerie, votre suite|la messagerie et le chat/ } })
  })

  it('translations 2026-11-27 de-4.2.2: the consumer apps are “Consumer-Messenger” everywhere, not three names, and their clouds “Consumer-Cloud-Dienste”', () => {
    expectCopy({ places: everywhere, absent: { de: /Verbraucher-(?:Apps?|Messenger|Clouds?)|private[nr]? Messenger/ } })
    expectCopy({
      places: ['threat-application', 'consumer-apps', 'threats'],
      present: { de: /Consumer-Cloud-Diensten/ },
    })
    expectCopy({ places: ['common#nav', 'consumer-apps#hero'], present: { de: /Consumer-Messenger/ } })
  })
})
