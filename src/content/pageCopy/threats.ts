/** The copy of locales/<lang>/threats.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const threatsCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  model: proseCopy,
  layers: cardListCopy,
  gaps: cardListCopy,
  defence: cardListCopy,
})
