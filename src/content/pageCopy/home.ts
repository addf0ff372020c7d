/** The copy of locales/<lang>/home.json. */
import { z } from 'zod'
import { cardListCopy, claimScopeCopy, heroCopy, metaCopy } from './sections'

export const homeCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  /** A one-line claim, its scope beside it (DES-08), and a card per way to communicate. */
  capabilities: cardListCopy.extend({ scope: claimScopeCopy }),
  threats: cardListCopy,
  editions: cardListCopy,
  trust: cardListCopy,
})
