/** The copy of locales/<lang>/home.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy } from './sections'

export const homeCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  capabilities: cardListCopy,
  threats: cardListCopy,
  editions: cardListCopy,
  trust: cardListCopy,
})
