/**
 * A third fresh English technical editor (4 December 2026, after the second read's fixes; the
 * report is not in the repository, so each test's name says its finding) read 24 namespaces and
 * the six posts against facts.ts and the primary sources: twenty places where a page or post
 * dropped a limit the rest of the site keeps, or said a thing three ways. Each test keeps the
 * correction, and the wrong wording from coming back.
 */
import { describe, expect, it } from 'vitest'
import { conferenceCaveatPattern } from './callWording'
import { expectCopy, everywhere } from './copyGuard'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { createI18n } from '../../../src/i18n/createI18n'

describe('fresh reader 2026-12-04, third read', () => {
  it('finding 1 (high): the incident post names no customers and does not take conference calls into “stays private”', () => {
    expectCopy({
      places: ['post:out-of-band-communications-during-an-incident'],
      absent: { en: /Customers use Vaultline|Because messages, calls and files are end to end encrypted/ },
      // The caveat in the site's one sentence for it (fifth read, en 16).
      present: {
        en: new RegExp(`Conferences pass through our call relays\\. ${conferenceCaveatPattern.en.source}`),
      },
    })
  })

  it('finding 1, the same claim elsewhere: the disclosure policy and the blog index no longer speak of customers nobody has named', () => {
    expectCopy({
      places: ['vulnerability-disclosure#hero.intro'],
      absent: {
        en: /trust Vaultline with/,
        es: /confían a Vaultline/,
        pt: /confiam à Vaultline/,
        fr: /confient à Vaultline/,
        de: /vertrauen Vaultline/,
      },
    })
    expectCopy({
      places: ['blog#topicsLead'],
      absent: {
        en: /our customers/,
        es: /nuestros clientes/,
        pt: /nossos clientes/,
        fr: /nos clients/,
        de: /unsere Kunden/,
      },
    })
  })

  it('finding 2 (high): the Enterprise page keeps the file key inside the conversation for files between apps only, and names protected links', () => {
    expectCopy({
      places: ['product-enterprise#encrypted.items.3.body'],
      present: {
        en: /^Files shared between Vaultline apps[^]*A protected link for someone without the app sits outside/,
      },
    })
  })

  it('finding 3: the air-interface page claims end to end for calls between two people, not for every call', () => {
    expectCopy({
      places: ['threat-air-interface#counter.items.0.body'],
      absent: { en: /^Messages, calls and files are encrypted end to end/ },
      present: {
        en: /one-to-one calls are encrypted end to end[^]*Conference calls and calls to ordinary phones/,
      },
    })
  })

  it('finding 4: the quantum post says which conversations are hybrid-keyed and names the two parts outside the claim', () => {
    expectCopy({
      places: ['post:harvest-now-decrypt-later'],
      absent: { en: /Every Vaultline session already uses hybrid key exchange|our customers' conversations/ },
      present: {
        en: new RegExp(
          `Two parts are outside that claim for now\\. ${conferenceCaveatPattern.en.source} And we do not yet claim a post-quantum key exchange for the connection between each app and our servers`,
        ),
      },
    })
  })

  it('finding 5: the home hero promises no more than its body: messages, files and calls between two people', () => {
    expectCopy({
      places: ['home#hero.intro'],
      absent: { en: /what you say today is protected/ },
      // The fifth read (en 16) named them “one-to-one calls”, a qualifier that stands before the calls alone.
      present: { en: /messages, files and one-to-one calls recorded today/ },
    })
  })

  it('finding 6: the Enterprise page erases a revoked device’s data when it next connects, not at once', () => {
    expectCopy({
      places: ['product-enterprise#identity.items.3.body'],
      present: { en: /erased the next time it connects/ },
    })
  })

  it('finding 7: the company page offers the clearances it has stated (UK SC or DV), not any country’s', () => {
    expectCopy({
      places: ['company#clearances.paragraphs.1', 'contact#office.paragraphs.1'],
      absent: { en: /appropriate national security clearance/ },
      present: { en: /UK SC or DV clearance/ },
    })
  })

  it('finding 8: the privacy notice does not say a visit gives no personal data while its server logs keep the IP address', () => {
    expectCopy({
      places: ['legal-privacy#required.paragraphs.0'],
      absent: { en: /without giving us any personal data/ },
      present: { en: /what the sections above describe for every visit, such as your IP address/ },
    })
  })

  it('finding 9: no page says conference keying is “not yet set out”; the Trust Centre says it is unpublished and no end-to-end claim is made', () => {
    expectCopy({ places: everywhere, absent: { en: /not yet set out|not yet described in those terms/ } })
    expectCopy({
      places: ['trust-centre#residency.lead'],
      present: {
        en: new RegExp(`conferences pass through our call relays\\. ${conferenceCaveatPattern.en.source}`),
      },
    })
  })

  it('finding 10: the MLS note on the Encryption page explains the code point, keeps “at least” and has no sentence over 45 words', async () => {
    expectCopy({
      places: ['encryption#algorithms.notes'],
      present: { en: /private-use code point, a temporary identifier[^]*at least every/ },
    })
    await loadNamespaces('en', ['encryption'])
    const notes = createI18n('en', ['encryption']).t('encryption:algorithms.notes', { returnObjects: true }) as {
      body: string
    }[]
    const sentences = notes.flatMap((note) => note.body.split(/(?<=[.;])\s+/))
    const longest = Math.max(...sentences.map((sentence) => sentence.split(/\s+/).length))
    expect(longest).toBeLessThanOrEqual(45)
  })

  it('finding 11: the FAQ numbers its five limits, lets a partner run the Government directory and claims no inspection of releases', () => {
    expectCopy({
      places: ['faqs#security.items.2.answer.1'],
      absent: { en: /can inspect/ },
      present: {
        en: /First,[^]*Second,[^]*Third,[^]*Fourth,[^]*Fifth,[^]*the local partner you approve, for Government/,
      },
    })
  })

  it('finding 12: On-Premises: UK law reaches Vaultline only through access the customer grants', () => {
    expectCopy({
      places: ['encryption#serverOperators.rows.2.cells.2'],
      present: { en: /only through access you grant it/ },
    })
  })

  it('finding 13: the comparison claims post-quantum keys for messages, files and calls between two people, not “every session”', () => {
    expectCopy({
      places: ['comparison#table.rows.1.cells.0'],
      absent: { en: /every session/ },
      present: { en: /messages, files and one-to-one calls[^]*re-keying one-to-one conversations/ },
    })
  })

  it('finding 14: the messaging page gives the re-keying schedule as every other page does (at least, each direction, or hours)', () => {
    expectCopy({
      places: ['solution-messaging#limits.points.1'],
      present: { en: /at least every \d+ messages in each direction or every \d+ hours/ },
    })
  })

  it('finding 15: the drafts are Internet-Drafts, said the same way on the home page, the Trust Centre and the Encryption page', () => {
    expectCopy({
      places: ['home#trust.items.0.body', 'trust-centre#protocol.paragraphs.0', 'encryption#algorithms.lead'],
      present: {
        en: /the hybrid key encapsulation they use, are still Internet-Drafts/,
        es: /siguen siendo borradores de Internet \(Internet-Drafts\)/,
        pt: /ainda são rascunhos de Internet \(Internet-Drafts\)/,
        fr: /projets Internet \(Internet-Drafts\)/,
        de: /sind noch Internet-Drafts/,
      },
    })
  })

  it('finding 16: the company page says Vaultline Ltd operates Government deployments unless a partner does', () => {
    expectCopy({
      places: ['company#about.paragraphs.0'],
      present: { en: /operates Government deployments unless a local partner/ },
    })
  })

  it('finding 17: iMessage identities are Apple accounts, not phone numbers alone', () => {
    expectCopy({ places: ['threats#gaps.items.1.body'], present: { en: /phone numbers or Apple accounts/ } })
  })

  it('finding 18: an algorithm change reaches On-Premises on the customer’s schedule, not “every client and server” at once', () => {
    expectCopy({
      places: ['threat-quantum#counter.items.3.body'],
      absent: { en: /to every client and server/ },
      present: { en: /On-Premises customers install it on their own schedule/ },
    })
  })

  it('finding 19: the consumer-apps page spells out the FCA and says Freedom of Information reaches public bodies', () => {
    expectCopy({
      places: ['consumer-apps#gaps.items.2.body'],
      absent: { en: /\bFCA\b/ },
      present: { en: /Financial Conduct Authority[^]*for public bodies/ },
    })
  })
})
