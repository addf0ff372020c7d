/** The copy of locales/<lang>/threat-quantum.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const threatQuantumCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  harvest: proseCopy,
  timeline: cardListCopy,
  migration: cardListCopy,
  counter: cardListCopy,
  related: cardListCopy,
})
