/**
 * Three wording findings of the final native reads of DES-08's new copy (5 December 2026) that the
 * stop left as choices, taken on 6 December. The reports are not in the repository; each test
 * names its language's finding.
 */
import { describe, it } from 'vitest'
import { everywhere, expectCopy } from './copyGuard'

describe('final native reads of DES-08, 2026-12-05: the findings left at the stop', () => {
  it('es: the SBOM is a "lista de materiales de software", INCIBE’s term, on every page that names it', () => {
    expectCopy({ places: everywhere, absent: { es: /materiales del software/i } })
    expectCopy({
      places: ['trust-centre#documents.titles.sbom', 'product-on-premises#compliance.detail.items.1.term'],
      present: { es: /^Lista de materiales de software \(SBOM\)$/ },
    })
  })

  it('fr: Enterprise’s compliance section speaks of certification, which a private buyer meets, not homologation', () => {
    expectCopy({
      places: ['product-enterprise#compliance.heading'],
      present: { fr: /^Conformité et certification$/ },
    })
  })

  it('pt: the threat model’s first layer is the handset’s radio link, as in es and fr, not a radio "next to" the phone', () => {
    expectCopy({
      places: ['threats#model.paragraphs.1'],
      absent: { pt: /junto ao telemóvel/ },
      present: { pt: /da ligação rádio do telemóvel ao valor a longo prazo/ },
    })
  })
})
