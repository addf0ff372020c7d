/** The copy of locales/<lang>/products.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy, tableCopy } from './sections'

export const productsCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  editions: cardListCopy,
  shared: cardListCopy,
  compare: tableCopy,
  choosing: proseCopy,
})
