/**
 * A second fresh English technical editor (4 December 2026; the report is not in the repository,
 * so each test's name says its finding) read 24 namespaces against facts.ts and the primary
 * sources and found twenty places where the copy said more, or other, than the facts. Each test
 * keeps the correction and keeps the wrong wording from coming back: in English, and in the four
 * translations where the test names their words.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { expectCopy, everywhere } from './copyGuard'

const root = join(import.meta.dirname, '../../..')

describe('fresh reader 2026-12-04, second read', () => {
  it('finding 1: no page calls a call to an ordinary phone “the one exception”; conferences are named beside it', () => {
    expectCopy({
      places: everywhere,
      absent: { en: /the one exception/i },
    })
    expectCopy({
      places: [
        'product-enterprise#encrypted.lead',
        'threat-network#counter.lead',
        'visuals#deployment.enterprise.lead',
        'faqs#security.items.5.answer.0',
        'consumer-apps#compare.rows.0.cells.1',
      ],
      present: { en: /[Cc]onference/ },
    })
    expectCopy({
      places: ['faqs#security.items.5.answer.0'],
      absent: { en: /we cannot hand over those messages, calls or files/ },
    })
    // The post on hosting said the same of any operator.
    expectCopy({
      places: ['post:choosing-on-premises-or-cloud'],
      absent: { en: /The exception is a call to an ordinary phone/ },
      present: { en: /conference call/, es: /conferencia/, pt: /conferência/, fr: /conférence/, de: /Konferenz/ },
    })
  })

  it('finding 2: “Does Vaultline meet CNSA 2.0?” answers “not yet in full”, and says groups do not yet meet it', () => {
    expectCopy({
      places: ['faqs#security.items.1.answer.0'],
      present: {
        // Fifth read en 18 (2026-12-04) reworded the reason: the group key hybrid is not a CNSA 2.0 configuration either.
        en: /^Not yet in full\.[^]*Groups do not yet[^]*neither that hybrid nor that signature is a CNSA 2\.0 configuration/,
        es: /^Todavía no por completo\./,
        pt: /^Ainda não na totalidade\./,
        fr: /^Pas encore entièrement\./,
        de: /^Noch nicht vollständig\./,
      },
    })
    expectCopy({
      places: ['product-government#compliance.paragraphs.2'],
      present: { en: /groups do not yet meet CNSA 2\.0/ },
    })
  })

  it('finding 3: after a compromise, a quantum-capable attacker is locked out by the next post-quantum re-key, once it has lost the device', () => {
    expectCopy({
      places: [
        'product-enterprise#encrypted.items.0.body',
        'product-government#encrypted.items.0.body',
        'product-on-premises#encrypted.items.0.body',
      ],
      present: {
        en: /once the attacker no longer has access to the device[^.]*the next post-quantum re-key locks out a quantum-capable one/,
      },
      absent: { en: /secure again from the next re-key, against a quantum-capable attacker too/ },
    })
    expectCopy({
      places: ['encryption#building.items.3.body'],
      present: {
        en: /once an attacker has lost access to the device, the conversation is secure again from the next post-quantum re-key/,
      },
    })
  })

  it('finding 4: “sovereign”, never defined, is no longer used, on the pages or in the posts; the Government edition says dedicated and in-country', () => {
    // The hosting post used it for a kind of provider; it now says what it means there too.
    expectCopy({
      places: everywhere,
      absent: { en: /sovereign/i, es: /soberan/i, pt: /soberan/i, fr: /souverain/i, de: /souverän/i },
    })
    expectCopy({
      places: ['product-government#meta.title', 'product-government#hero.title', 'common#nav.governmentHint'],
      present: { en: /[Dd]edicated, in-country/ },
    })
  })

  it('finding 5: the “cannot read” sentences cover group messages and files, not calls between two people alone', () => {
    expectCopy({
      places: [
        'encryption#server.paragraphs.0',
        'encryption#server.points.0',
        'trust-centre#residency.lead',
        'company#law.paragraphs.1',
        'faqs#security.items.2.answer.0',
        'home#capabilities.lead',
      ],
      present: {
        en: /one to one or in groups/,
        es: /en conversaciones individuales o de grupo/,
        pt: /em conversas individuais ou de grupo/,
        fr: /en conversation individuelle ou en groupe/,
        de: /(?:in|aus) Einzelgesprächen (?:oder|und) Gruppen/,
      },
      absent: { en: /messages, files (?:or|and) calls between two/i },
    })
  })

  it('finding 6: “Can Vaultline read our messages?” names the directory the verified badge trusts', () => {
    expectCopy({
      places: ['faqs#security.items.2.answer.1'],
      present: { en: /^Five limits[^]*verified badge checks keys against the directory of whoever runs the service/ },
    })
  })

  it('finding 7: no page says no contact graph is built from records that are one; the copy says how the records are used', () => {
    expectCopy({
      places: everywhere,
      absent: { en: /(?:do not|never) build contact graphs|build no contact graphs/i },
    })
    expectCopy({
      places: [
        'encryption#serverView.note',
        'faqs#security.items.3.answer.0',
        'threat-application#counter.items.4.body',
      ],
      present: {
        en: /not to map relationships/,
        es: /no para trazar un mapa de relaciones/,
        pt: /não para mapear relações/,
        fr: /non pour cartographier les relations/,
        de: /nicht, um Beziehungsnetze abzubilden/,
      },
    })
  })

  it('finding 8: “verified” means what the directory shows, and a partner may run Government’s directory', () => {
    expectCopy({
      places: ['threat-air-interface#counter.items.2.body'],
      present: { en: /shows whether that contact is verified/ },
      absent: { en: /shown as verified in each chat/ },
    })
    expectCopy({ places: ['downloads#firstSteps.items.3.body'], present: { en: /device keys match your directory/ } })
    expectCopy({
      places: ['encryption#building.items.1.body'],
      present: { en: /Vaultline or the local partner you approve for Government/ },
    })
  })

  it('finding 9: keys are encrypted under keys held in the Secure Enclave, not held in it', () => {
    expectCopy({
      places: everywhere,
      absent: { en: /(?<!(?:under|with) )keys held in the Secure Enclave/ },
    })
  })

  it('finding 10: the sub-processor list says the Enterprise hosting providers are not yet named, and the law table names the provider’s law', () => {
    expectCopy({
      places: ['trust-centre#subProcessors.lead'],
      present: { en: /hosting providers of the Enterprise regions are not yet named/ },
    })
    expectCopy({
      places: ['encryption#serverOperators.rows.0.cells.2'],
      present: { en: /the law that reaches the hosting provider/ },
    })
  })

  it('finding 11: the Voice Gateway extends the editions rather than running “the same” service as one of them', () => {
    expectCopy({
      places: ['products#hero.intro', 'home#editions.lead'],
      present: { en: /Enterprise, Government and On-Premises run the same/ },
      absent: { en: /Every (?:Vaultline )?edition runs the same/ },
    })
  })

  it('finding 12: the home page says protected links sit outside the end-to-end encryption', () => {
    expectCopy({
      places: ['home#capabilities.items.2.body'],
      present: { en: /Protected links for people without the app sit outside that end-to-end encryption/ },
    })
  })

  it('finding 13: every primitive is a published standard; the group hybrids are still drafts', () => {
    expectCopy({
      places: everywhere,
      absent: { en: /Every algorithm in it is a published standard/ },
    })
    expectCopy({
      places: ['home#trust.items.0.body', 'trust-centre#protocol.paragraphs.0'],
      present: {
        // Fifth fresh read (en 5): “every primitive … except” read as a contradiction; the algorithms are standards, their hybrid combination for groups is a draft.
        en: /Each algorithm it combines is specified in a published standard; the hybrid ciphersuites for groups, and the hybrid key encapsulation they use, are still Internet-Drafts/,
      },
    })
  })

  it('finding 14: where the editions’ profiles are listed, any Enterprise tenant can choose CNSA 2.0', () => {
    expectCopy({
      places: ['products#shared.items.0.body', 'threat-quantum#counter.items.0.body'],
      present: { en: /(?:unless a tenant chooses|a choice for any Enterprise tenant)/ },
    })
    expectCopy({
      places: ['product-voice-gateway#callPath.items.0.body'],
      absent: { en: /when the gateway extends Government or On-Premises/ },
    })
  })

  it('finding 15: testers and dates are promised for when they can be named, not shown as given', () => {
    expectCopy({
      places: ['faqs#security.items.4.answer.0', 'product-enterprise#compliance.paragraphs.1'],
      present: { en: /(?:as soon as|once) we can name them/ },
    })
  })

  it('finding 16: business on personal apps does not “escape” freedom-of-information requests', () => {
    expectCopy({ places: everywhere, absent: { en: /escapes[^.]*freedom-of-information/ } })
  })

  it('finding 17: the hybrid, not the ratchet, is what makes a quantum attacker break both algorithms', () => {
    expectCopy({
      places: ['faqs#security.items.0.answer.0'],
      absent: { en: /ratchet keeps mixing[^.]*so a future quantum computer would have to break both/ },
      present: { en: /would have to break both algorithms to read it/ },
    })
  })

  it('finding 18: no sentence of the home page’s capabilities lead runs over 40 words (one ran to 57)', () => {
    const lead = (
      JSON.parse(readFileSync(join(root, 'locales/en/home.json'), 'utf8')) as { capabilities: { lead: string } }
    ).capabilities.lead
    const longest = Math.max(...lead.split(/(?<=\.) /).map((sentence) => sentence.split(/\s+/).length))
    expect(longest).toBeLessThanOrEqual(40)
  })

  it('finding 19: the Voice Gateway is not said to bring phone calls into “the secure network”', () => {
    expectCopy({ places: everywhere, absent: { en: /into the secure network|the secure network, connected/ } })
  })

  it('finding 20: the UK NIS Regulations are given their own terms, not NIS2’s', () => {
    expectCopy({
      places: ['industries#sectors.items.5.rule'],
      present: {
        en: /NIS Regulations 2018 require[^;]*operators of essential services and relevant digital service providers/,
      },
    })
  })
})
