/**
 * A panel of fresh readers of the translations (2 December 2026) found one concept named several
 * ways, or an English turn of phrase carried over word for word. Each test holds one language's
 * choice: the rejected wording must not come back in any locale file or post of that language, and
 * the chosen term stays where the English names the concept.
 */
import { describe, it } from 'vitest'
import { everywhere, expectCopy } from './copyGuard'

/** Where the English says "accreditor(s)": the body that accredits a system for classified use. */
const accreditorPlaces = [
  'consumer-apps#gaps.items.5.body',
  'home#trust.items.0.body',
  'home#trust.items.5.body',
  'product-government#compliance.points.3',
  'product-voice-gateway#compliance.paragraphs.0',
  'trust-centre#schemes.lead',
  'trust-centre#documents.lead',
  'trust-centre#documents.availability.nda',
  'trust-centre#protocol.paragraphs.0',
]

describe('fresh readers 2026-12-02: one term for one concept', () => {
  it('Fresh reader 2026-12-02 (de): the body that accredits a system is the "Akkreditierungsstelle" everywhere, never the "freigebende Stelle"', () => {
    expectCopy({ places: everywhere, absent: { de: /freigebenden? Stellen?/ } })
    expectCopy({ places: accreditorPlaces, present: { de: /Akkreditierungs\u00ad?stellen?\b/ } })
  })
})
