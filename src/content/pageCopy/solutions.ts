/** The copy of locales/<lang>/solutions.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const solutionsCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  capabilities: cardListCopy,
  useCases: cardListCopy,
  limits: proseCopy,
  prepare: cardListCopy,
  editions: cardListCopy,
})
