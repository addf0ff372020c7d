/** The copy of locales/<lang>/comparison.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy, tableCopy } from './sections'

export const comparisonCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  method: proseCopy,
  table: tableCopy,
  fairness: cardListCopy,
  related: cardListCopy,
})
