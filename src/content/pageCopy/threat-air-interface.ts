/** The copy of locales/<lang>/threat-air-interface.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const threatAirInterfaceCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  how: proseCopy,
  attacks: cardListCopy,
  counter: cardListCopy,
  related: cardListCopy,
})
