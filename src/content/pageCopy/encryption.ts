/** The copy of locales/<lang>/encryption.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy, tableCopy } from './sections'

export const encryptionCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  hybrid: proseCopy,
  building: cardListCopy,
  algorithms: tableCopy,
  server: proseCopy,
  related: cardListCopy,
  moving: cardListCopy,
})
