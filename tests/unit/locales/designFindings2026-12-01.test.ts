/**
 * The design review of 2026-12-01 (../shared/reviews/2026-12-01/design.md), as the copy holds it:
 * three pages said they claim no certification, which a procurement officer reads as "none"
 * (DES-02). They point to the Trust Centre's status instead, in every language.
 */
import { describe, it } from 'vitest'
import { expectCopy } from './copyGuard'

describe('design 2026-12-01: the certification status', () => {
  it('DES-02: no page says it claims no certification or approval; the edition, industry and FAQ pages send the reader to the Trust Centre', () => {
    expectCopy({
      places: ['product-enterprise', 'product-government', 'industries', 'faqs'],
      absent: {
        en: /do not claim certifications|claim approvals we do not hold|No certification claims/i,
        es: /no afirmamos tener certificaciones|atribuirnos aprobaciones que no tenemos|no declaramos certificaciones/i,
        pt: /Não reivindicamos certificações|reivindicar aprovações que não temos|Nenhuma certificação anunciada/i,
        fr: /ne revendiquons aucune certification|revendiquer des agréments que nous n’avons pas|Aucune certification annoncée/i,
        de: /Zertifizierungen führen wir auf dieser Seite bewusst nicht auf|Zulassungen zu behaupten, die wir nicht besitzen|Keine Zertifizierungsaussagen/i,
      },
    })
    expectCopy({
      places: [
        'product-enterprise#compliance',
        'product-government#compliance',
        'industries#approach',
        'faqs',
        'common#sectionLinks.trustCentreStatus',
      ],
      present: {
        en: /Trust Centre/,
        es: /Centro de confianza/,
        pt: /Centro de Confiança/,
        fr: /Centre de confiance/,
        de: /Trust Center/,
      },
    })
  })

  it('DES-08: a report section does not send the reader to the address "below": from 1024 px it stands beside the paragraphs, in a panel', () =>
    expectCopy({
      places: ['security#report', 'vulnerability-disclosure#report'],
      absent: {
        en: /address below/,
        es: /figura abajo/,
        pt: /endereço abaixo/,
        fr: /adresse ci-dessous/,
        de: /unten stehende Adresse/,
      },
    }))
})
