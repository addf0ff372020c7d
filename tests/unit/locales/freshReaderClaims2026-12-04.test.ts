/**
 * A fresh English technical editor (4 December 2026) found that, although the home page and the
 * quantum-threat page name conferences as an exception, other pages still said the servers can
 * decrypt no call, or that every call's keys are end to end (finding 1). Each place now says calls
 * between two people, and where the servers' blindness is stated, conferences are named beside
 * the Voice Gateway.
 */
import { describe, it } from 'vitest'
import { conferenceCaveatPattern, oneToOneCall } from './callWording'
import { expectCopy } from './copyGuard'

describe('fresh reader 2026-12-04: calls', () => {
  it('fresh reader 2026-12-04 finding 1: end-to-end claims about calls say calls between two people', () => {
    expectCopy({
      places: [
        'encryption#server.paragraphs.0',
        'encryption#server.points.0',
        'encryption#building.items.0.body',
        'trust-centre#residency.lead',
        'company#law.paragraphs.1',
        'product-government#encrypted.items.2.body',
        'product-enterprise#encrypted.items.2.body',
        'product-on-premises#encrypted.items.2.body',
      ],
      // By the site's one term for calls between two people (fifth read, en 16).
      present: oneToOneCall,
      absent: {
        en: /hold no key that decrypts messages, calls or files|Content between Vaultline users is end-to-end|End-to-end keys for every call and|Messages, calls and files reach them only as ciphertext/,
      },
    })
  })

  it('fresh reader 2026-12-04 finding 1: where the servers’ blindness is stated, conferences are named as an exception', () => {
    expectCopy({
      places: ['encryption#server', 'trust-centre#residency.lead'],
      // In the site's one sentence for the conference caveat (fifth read, en 16).
      present: conferenceCaveatPattern,
    })
    expectCopy({ places: ['common#nav.secureCallsHint'], absent: { en: /conferencing/ } })
  })
})
