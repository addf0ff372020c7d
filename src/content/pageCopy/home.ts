/** The copy of locales/<lang>/home.json. */
import { z } from 'zod'
import { cardListCopy, detailPanelCopy, heroCopy, metaCopy } from './sections'

export const homeCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  /** A one-line claim, its scope beside it (DES-08), and a card per way to communicate. */
  capabilities: cardListCopy.extend({ scope: detailPanelCopy }),
  threats: cardListCopy,
  editions: cardListCopy,
  trust: cardListCopy,
})
