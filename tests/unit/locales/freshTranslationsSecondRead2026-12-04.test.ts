/**
 * Four native editors (es, pt-PT, fr, de; 4 December 2026, second read) read ten namespaces
 * against the English. Their medium findings were meta titles and descriptions that drop what
 * the English names, and terms translated two ways across pages; each test keeps one kind fixed.
 */
import { describe, it } from 'vitest'
import { expectCopy, everywhere } from './copyGuard'

describe('fresh translators 2026-12-04, second read', () => {
  it('es 1 / pt 1 / fr 1 / de 6: the Trust Centre’s description names the sub-processors (its title stays short enough for a search result with the brand)', () => {
    expectCopy({
      places: ['trust-centre#meta.description'],
      present: {
        en: /sub-processors/,
        es: /subencargados/,
        pt: /subcontratantes ulteriores/,
        fr: /sous-traitants ultérieurs/,
        de: /Unterauftragsverarbeiter/,
      },
    })
  })

  it('es 2 / pt 2 / fr 2 / de 24: the Trust Centre’s description names assessments beside certifications', () => {
    expectCopy({
      places: ['trust-centre#meta.description'],
      present: {
        es: /certificaciones y evaluaciones/,
        pt: /certificações e avaliações/,
        fr: /certifications et des évaluations/,
        de: /Zertifizierungen und Bewertungen/,
      },
    })
  })

  it('pt 2–4 / fr 2, 8, 11: a sub-processor is the GDPR’s sub-processor, not a processor, on every page', () => {
    expectCopy({
      places: [
        'trust-centre#meta.description',
        'common#nav.trustCentreHint',
        'product-enterprise#compliance.detail.items.0.detail',
      ],
      present: { pt: /subcontratantes? ulteriore?s?/, fr: /sous-traitants? ultérieurs?/ },
    })
  })

  it('pt 5–6 / fr 7: an Enterprise tenant is not a renter (“inquilino”, “locataire”)', () => {
    expectCopy({
      places: ['product-enterprise', 'encryption', 'product-government', 'product-voice-gateway'],
      absent: { pt: /inquilino/i, fr: /locataire/i },
    })
  })

  it('es 3 / pt 11 / fr 16 / de 16: the FAQs’ description says the questions are about Vaultline', () => {
    expectCopy({
      places: ['faqs#meta.description'],
      present: { es: /sobre Vaultline/, pt: /sobre a Vaultline/, fr: /sur Vaultline/, de: /zu Vaultline/ },
    })
  })

  it('es 4 / pt 10 / de 9: the messaging description keeps message expiry', () => {
    expectCopy({
      places: ['solution-messaging#meta.description'],
      present: { es: /caducidad de los mensajes/, pt: /expiração das mensagens/, de: /Ablaufzeiten für Nachrichten/ },
    })
  })

  it('fr 4 / de 8: the quantum page’s description names “harvest now, decrypt later” (the titles stay short enough for a search result with the brand)', () => {
    expectCopy({
      places: ['threat-quantum#meta.description'],
      present: { fr: /collecter maintenant, déchiffrer plus tard/, de: /[Hh]eute abfangen, später entschlüsseln/ },
    })
  })

  it('es 5: the UK’s discovery deadline is a plan due by that year, not a plan for it', () => {
    expectCopy({ places: ['threat-quantum#timeline.items.1.title'], present: { es: /a más tardar en/ } })
  })

  it('fr 5, 11–13: the law that reaches an operator is “quel droit” wherever the table answers “le droit”', () => {
    expectCopy({
      places: ['encryption#serverOperators', 'company#lawLink'],
      absent: { fr: /quelle loi/ },
    })
  })

  it('de 1: the German company page says who operates Government, not that the edition operates its staff', () => {
    expectCopy({
      places: ['company#glance.values.operator'],
      absent: { de: /Vaultline Government betreibt Vaultline-Personal/ },
      present: { de: /Vaultline Government wird von Vaultline-Personal[^.]*betrieben/ },
    })
  })

  it('de 5, 14, 22: a call goes “auf” an ordinary phone, not “zu” one', () => {
    expectCopy({ places: everywhere, absent: { de: /Anrufe? zu (?:einem )?(?:gewöhnlichen|normalen) Telefon/ } })
  })

  it('de 2 / de 13: content export is not “Exportkontrollen”, and provisioning is not the word for deployment', () => {
    expectCopy({
      places: ['product-on-premises#identity.items.4.body'],
      absent: { de: /Exportkontrollen/ },
    })
    expectCopy({ places: ['product-on-premises#identity.items.1.title'], present: { de: /^Provisionierung$/ } })
  })

  it('pt 7 / es 20: the security contact is for reporting problems, not for “security reports” to request', () => {
    expectCopy({
      places: ['company#contacts.labels.security'],
      absent: { es: /^Informes de seguridad$/, pt: /^Relatórios de segurança$/ },
    })
  })
})
