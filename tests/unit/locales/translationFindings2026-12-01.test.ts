/**
 * The findings of the translation review of 2026-12-01 (../shared/reviews/2026-12-01/translations.md)
 * that tests/findings/2026-12-01-translations.ts records as fixed, named by their IDs: padding is
 * said to pad, never to hide or to equalise message sizes, which the servers still see (TR-03 fr,
 * TR-04 pt). TR-24 is held in tests/unit/findings/findingRecordsLiveInTests.test.ts.
 */
import { describe, it } from 'vitest'
import { expectCopy } from './copyGuard'

describe('translations 2026-12-01: padding', () => {
  it('TR-03: French never says again that padding hides the size of messages ("masquée")', () => {
    expectCopy({ places: ['threat-network', 'encryption'], absent: { fr: /masqu/ } })
    expectCopy({
      places: ['threat-network#counter.items.4.body'],
      present: { fr: /Les messages sont complétés par remplissage \(padding\)/ },
    })
  })

  it('TR-04: Portuguese never says that padding makes message sizes uniform ("uniformizados")', () => {
    expectCopy({ places: ['threat-network', 'encryption'], absent: { pt: /uniformiz/ } })
    expectCopy({ places: ['encryption#server.points.1'], present: { pt: /tamanhos arredondados por preenchimento/ } })
    expectCopy({
      places: ['threat-network#counter.items.4.body'],
      present: { pt: /As mensagens recebem preenchimento \(padding\)/ },
    })
  })
})
