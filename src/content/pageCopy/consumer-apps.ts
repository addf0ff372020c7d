/** The copy of locales/<lang>/consumer-apps.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy, tableCopy } from './sections'

export const consumerAppsCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  crypto: proseCopy,
  gaps: cardListCopy,
  compare: tableCopy,
  move: proseCopy,
  related: cardListCopy,
})
