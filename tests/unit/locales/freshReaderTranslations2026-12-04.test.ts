/**
 * Fresh readers of the translations (4 December 2026), one native editor for each language, read
 * ten namespaces against the English. The findings fixed here change meaning or read as another
 * language; each test keeps the wrong wording out and the correction in.
 */
import { describe, it } from 'vitest'
import { everywhere, expectCopy } from './copyGuard'

describe('fresh readers 2026-12-04: translations', () => {
  it('fresh reader 2026-12-04 (es 1, pt 9): call relays are servers that relay, not electrical relays ("relés")', () => {
    expectCopy({ places: everywhere, absent: { es: /relés?\b/, pt: /relés?\b/ } })
    expectCopy({
      places: ['home#capabilities.items.1.body', 'encryption#server'],
      present: { es: /servidores de retransmisión de llamadas/, pt: /retransmissores de chamadas/ },
    })
  })

  it('fresh reader 2026-12-04 (es 4, pt 1): the government cloud’s other tenants are the provider’s clients, not "your" other clients', () => {
    expectCopy({
      places: ['product-government#deployment.items.1.body'],
      absent: { es: /sus otros clientes/, pt: /seus outros clientes/ },
      present: { es: /demás clientes de ese proveedor/, pt: /restantes clientes desse fornecedor/ },
    })
  })

  it('fresh reader 2026-12-04 (es 3): the directory sentence keeps its subject instead of reading as an order to trust', () => {
    expectCopy({
      places: ['encryption#building.items.1.body'],
      absent: { es: /por tanto, confía en quien opera/ },
      present: { es: /esa marca depende de confiar en quien opera ese directorio/ },
    })
  })

  it('fresh reader 2026-12-04 (pt 2): contacts are told a device was added, without inventing who added it', () => {
    expectCopy({
      places: ['encryption#building.items.1.body', 'downloads'],
      absent: { pt: /de que o adicionou/ },
    })
    expectCopy({ places: ['encryption#building.items.1.body'], present: { pt: /de que foi adicionado/ } })
  })

  it('fresh reader 2026-12-04 (fr 1, 2, 3, 7): no tenant as "locataire", no clearance in approving a pilot, the gateway an appliance, no "la question de savoir … n’est pas décrite"', () => {
    expectCopy({ places: everywhere, absent: { fr: /votre locataire|habilité à valider un pilote/ } })
    expectCopy({ places: ['get-started#requirements.points.0'], present: { fr: /en mesure d’approuver un pilote/ } })
    expectCopy({ places: ['products#compare.rows.0.cells.3'], present: { fr: /^Appliance complémentaire/ } })
    expectCopy({
      places: [
        'home#capabilities.items.1.body',
        'out-of-band',
        'encryption#server.paragraphs.0',
        'trust-centre#residency.lead',
      ],
      absent: { fr: /la question de savoir si (ces relais|elles)[^\n]*n’est pas encore décrite/ },
    })
  })

  it('fresh reader 2026-12-04 (de 1, 3, 6): a partner the customer approves is "freigeben", not "zulassen"; the demo promises no pre-sales contact the English does not; calls go "auf" ordinary phones', () => {
    expectCopy({
      places: everywhere,
      absent: { de: /Partners, den Sie zulassen|zugelassene Organisationen|Anrufe zu gewöhnlichen Telefonen/ },
    })
    expectCopy({
      places: ['product-government#deployment.items.2.body', 'products#compare', 'encryption#serverOperators'],
      present: { de: /den Sie freigeben/ },
    })
    expectCopy({
      places: ['contact#form.lead'],
      absent: { de: /Pre-Sales/ },
      present: { de: /Eine Demo dauert etwa 45 Minuten/ },
    })
  })
})
