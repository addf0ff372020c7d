/** The copy of locales/<lang>/solutions.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy } from './sections'

export const solutionsCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  capabilities: cardListCopy,
  useCases: cardListCopy,
  prepare: cardListCopy,
  editions: cardListCopy,
})
