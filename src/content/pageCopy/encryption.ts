/** The copy of locales/<lang>/encryption.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseWithDetailCopy, tableCopy } from './sections'

export const encryptionCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  hybrid: proseWithDetailCopy,
  building: cardListCopy,
  algorithms: tableCopy,
  server: proseWithDetailCopy,
  /** What the servers keep and for how long (facts.serverView), and who runs them where, per edition. */
  serverView: tableCopy,
  serverOperators: tableCopy,
  related: cardListCopy,
  moving: cardListCopy,
})
