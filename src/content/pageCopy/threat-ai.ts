/** The copy of locales/<lang>/threat-ai.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const threatAiCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  shift: proseCopy,
  attacks: cardListCopy,
  counter: cardListCopy,
  related: cardListCopy,
})
