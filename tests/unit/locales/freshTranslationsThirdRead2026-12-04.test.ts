/**
 * Four fresh native editors (es, pt-PT, fr, de) read ten namespaces against the English a third time
 * on 4 December 2026, after the second read's fixes (the reports are not in the repository, so each
 * test's name says its finding by language and number). Their findings were applied as proposed,
 * except where they undid an earlier reader's decision (see the closing note); each test keeps a
 * correction and the wrong wording from coming back.
 */
import { describe, it } from 'vitest'
import { expectCopy, everywhere } from './copyGuard'

const editions = ['product-enterprise', 'product-government', 'product-on-premises']

describe('fresh translations 2026-12-04, third read', () => {
  it('de (ratchet): the mechanism is “der Ratchet” and the protocols keep their names, never “Ratsche”', () => {
    expectCopy({ places: everywhere, absent: { de: /Ratsche/i } })
    expectCopy({
      places: ['encryption#building.items.3.body', 'consumer-apps#crypto.paragraphs.0'],
      present: { de: /Double-Ratchet-Verfahren/ },
    })
  })

  it('de 1: “dedicated to you” is infrastructure run for you alone, not merely “assigned” (zugeordnet)', () => {
    expectCopy({
      places: ['trust-centre#residency', 'encryption#serverOperators', 'company', 'product-government'],
      absent: { de: /(?:Ihnen|Kunden) zugeordnete/ },
    })
  })

  it('de 18: governments as a customer segment are “Behörden”, in the home introduction and the footer', () => {
    expectCopy({ places: ['home#hero.intro', 'common#footer.about'], absent: { de: /Regierungen/ } })
  })

  it('de 3: data minimisation is the GDPR’s “Datenminimierung”, not “Datensparsamkeit”', () => {
    expectCopy({ places: everywhere, absent: { de: /Datensparsamkeit/ } })
  })

  it('de 4 / fr 2: the quantum page’s description says recorded traffic can be decrypted, not that it will be read', () => {
    expectCopy({
      places: ['threat-quantum#meta.description'],
      absent: { de: /Quantencomputer lesen/, fr: /lira le trafic/ },
      present: { de: /entschlüsseln/, fr: /pourra déchiffrer/ },
    })
  })

  it('es 1: the home headline keeps the sense of being overheard', () => {
    expectCopy({ places: ['home#hero.title'], absent: { es: /permitirse ser escuchadas/ } })
  })

  it('es 2: a contact is told a device “se ha añadido”, not that the user added it', () => {
    expectCopy({ places: ['encryption#building.items.1.body'], absent: { es: /aviso de que lo ha añadido/ } })
  })

  it('es 4 / es 12: a compromised device is said so, not “tras un compromiso”', () => {
    expectCopy({ places: editions, absent: { es: /Tras un compromiso/ } })
  })

  it('es 5: untrusted networks are “que no son de confianza”, not unreliable (“no fiables”)', () => {
    expectCopy({ places: ['threat-quantum'], absent: { es: /redes no fiables/ } })
  })

  it('es 7: an answer comes “en el plazo de un día laborable”', () => {
    expectCopy({ places: ['common#leadForm.next.demo'], present: { es: /en el plazo de un día laborable/ } })
  })

  it('pt 5 / quantum: the protection is today’s, “not only on a roadmap” is gone', () => {
    expectCopy({ places: ['threat-quantum#counter.lead'], absent: { pt: /e não apenas num roteiro/ } })
  })

  it('pt 3 / fr 1: an Enterprise tenant is not an “instance”, the word of Government’s dedicated deployment', () => {
    expectCopy({
      places: ['product-enterprise#deployment.items.2.body'],
      absent: { pt: /instância/, fr: /propre instance/ },
    })
  })

  it('fr 4: an executive travels through hostile countries, not “juridictions hostiles”', () => {
    expectCopy({ places: ['product-enterprise'], absent: { fr: /juridictions hostiles/ } })
  })
})
