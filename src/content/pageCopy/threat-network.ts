/** The copy of locales/<lang>/threat-network.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const threatNetworkCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  paths: proseCopy,
  attacks: cardListCopy,
  counter: cardListCopy,
  related: cardListCopy,
})
