/** The copy of locales/<lang>/solution-calls.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const solutionCallsCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  features: cardListCopy,
  scenarios: proseCopy,
  related: cardListCopy,
})
