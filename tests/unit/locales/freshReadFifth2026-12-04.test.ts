/**
 * A fifth read by fresh readers on 4 December 2026, after the fourth read's fixes (the reports are
 * not in the repository, so each test's name says its finding by language and number).
 */
import { describe, it } from 'vitest'
import { expectCopy, everywhere } from './copyGuard'

describe('fresh English read 2026-12-04, fifth read', () => {
  it('en 1 (high): the pages that offer the CNSA 2.0 profile name its gaps, and none says there is one gap', () => {
    expectCopy({ places: ['product-government#compliance'], absent: { en: /One gap/ } })
    expectCopy({
      places: ['product-government#compliance.paragraphs.2'],
      present: {
        en: /Three gaps remain[^]*group messages[^]*connection between each app and our servers[^]*public app stores/,
      },
    })
    expectCopy({
      places: ['industries#sectors.items.1.provides', 'product-on-premises#compliance.paragraphs.1'],
      present: { en: /do not yet meet CNSA 2\.0/ },
    })
  })

  it('en 2 (high) / de 1 / pt 2: authorities can require any record we hold, the file and call records too; only Government runs on infrastructure dedicated to you', () => {
    expectCopy({
      places: ['faqs#security.items.5.answer.0'],
      absent: { en: /Enterprise, and Government, whose infrastructure/ },
      present: {
        en: /any record we hold[^]*file-transfer and call set-up records not yet in that table[^]*We operate Enterprise\. We also operate Government, on infrastructure dedicated to you/,
      },
    })
  })

  it('en 3 / en 11: the home heading promises one protocol, not one standard of protection, and the exceptions follow the end-to-end claim', () => {
    expectCopy({ places: everywhere, absent: { en: /one standard of protection/ } })
    expectCopy({
      // Since DES-08 the exceptions are the first fact of the claim's scope, beside the one-line lead.
      places: ['home#capabilities'],
      present: {
        en: /are end-to-end encrypted\.\nWhat the claim covers\nExceptions\nConference calls and calls to ordinary phones[^.]*are not covered by that claim/,
      },
    })
  })

  it('en 4 / en 19: keys are hybrid for conversations, groups and calls between two people, not “every session key”; the 24 hours are of an active conversation', () => {
    expectCopy({ places: everywhere, absent: { en: /Every session key/ } })
    expectCopy({
      places: ['faqs#security.items.0.answer.0'],
      present: { en: /hours of an active conversation, whichever comes first/ },
    })
  })

  it('en 5: the algorithms are published standards and their hybrid combination for groups is a draft, without “every primitive … except”', () => {
    expectCopy({ places: everywhere, absent: { en: /Every primitive/ } })
  })

  it('en 7: nothing crosses the On-Premises boundary unless the customer allows it, remote support included', () => {
    expectCopy({
      places: ['visuals#deployment.onPremises'],
      absent: { en: /The only thing that crosses it/ },
      present: { en: /remote support, only if you grant it/ },
    })
  })

  it('en 9: the voice-cloning post keeps the second approver for payments; a verified device does not replace it', () => {
    expectCopy({
      places: ['post:voice-cloning-and-the-ceo-call'],
      absent: { en: /the procedures only have to cover the exceptions/ },
      present: { en: /Payment and access requests still need the second approver/ },
    })
  })

  it('en 10: the support rule counts free, general security updates, which is why Windows 10 is not supported', () => {
    expectCopy({
      places: ['downloads#hero'],
      present: { en: /free, general security updates[^.]*paid extended support does not count/ },
    })
    expectCopy({ places: ['faqs#commercial.items.2'], present: { en: /paid extended updates do not count/ } })
  })

  it('en 12 / en 13: post-compromise security is claimed for one-to-one conversations; a protected link’s download names no person', () => {
    expectCopy({
      places: ['home#capabilities.items.0', 'threats#defence.items.0'],
      absent: {
        en: /groups with forward secrecy and post-compromise security|with forward secrecy and post-compromise security\.$/,
      },
    })
    expectCopy({ places: ['solution-file-transfer'], absent: { en: /by whom it was downloaded|who downloaded what/ } })
  })

  it('en 14 / en 17: a government cloud’s provider is named in the law a Government deployment answers to, once', () => {
    expectCopy({
      places: ['encryption#serverOperators.rows.1'],
      present: { en: /in a government cloud, the law that reaches that cloud’s provider/ },
    })
    expectCopy({ places: ['product-government#deployment.items.1'], absent: { en: /UK law reaches us as operator/ } })
  })

  it('en 20 / en 24 / en 25: the calls title says end to end between two handsets; product names keep their capitals; the video enrolment is readable', () => {
    expectCopy({ places: ['solution-calls#hero'], absent: { en: /from handset to handset/ } })
    expectCopy({
      places: ['common#breadcrumb', 'product-on-premises#hero'],
      absent: { en: /On-premises|Voice gateway/ },
    })
    expectCopy({ places: ['out-of-band#separation.items.0'], absent: { en: /by someone who knows them, who asks/ } })
  })
})

describe('fresh translations 2026-12-04, fifth read: high and medium findings', () => {
  it('es 1 / es 2 / es 4: a natural home headline, when a CRQC might arrive, the minimum contract volume', () => {
    expectCopy({ places: ['home#hero.title'], absent: { es: /ser escuchadas|oídos indiscretos/ } })
    expectCopy({ places: ['threat-quantum#timeline.heading'], absent: { es: /Los plazos del CRQC/ } })
    expectCopy({
      places: ['product-on-premises#deployment.items.0.body'],
      absent: { es: /incluye el compromiso mínimo/ },
      present: { es: /volumen mínimo de contratación/ },
    })
  })

  it('pt 1 / pt 3: a deployment is subject to the minimum commitment; the protection, not the files, is post-quantum', () => {
    expectCopy({
      places: ['product-on-premises#deployment.items.0.body'],
      absent: { pt: /inclui o compromisso mínimo/ },
      present: { pt: /está sujeita ao compromisso mínimo de contratação/ },
    })
    expectCopy({ places: ['product-enterprise#hero'], absent: { pt: /ficheiros pós-quânticos/ } })
  })

  it('fr 1 / fr 2 / fr 3: idiomatic card action, links that do not benefit from the encryption, “votre pays”', () => {
    expectCopy({ places: ['common#cardAction.layer'], present: { fr: /^En savoir plus sur cette couche$/ } })
    expectCopy({
      places: ['home#capabilities.items.2', 'encryption#server', 'product-enterprise#encrypted'],
      absent: { fr: /sort(?:ent)? de (?:ce|cette) chiffrement/ },
    })
    expectCopy({
      places: ['common#nav.governmentHint'],
      absent: { fr: /dans le pays/ },
      present: { fr: /dans votre pays/ },
    })
  })

  it('de 2 / de 3 / de 5 / de 10: the spyware reads the screen, no label “trusts”, the messaging service, no cipher “unter”', () => {
    expectCopy({
      places: ['solution-messaging#limits.points.3'],
      present: { de: /Spyware, die auf dem Telefon einer teilnehmenden Person mitliest/ },
    })
    expectCopy({
      places: everywhere,
      absent: { de: /Die Kennzeichnung „Verifiziert“ vertraut|unter \{\{facts\.cipher\}\}|unter AES/ },
    })
    expectCopy({ places: ['solution-messaging#hero.title'], present: { de: /^Messaging, hinter dem/ } })
  })
})
