/** The copy of locales/<lang>/pricing.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy, tableCopy } from './sections'

export const pricingCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  model: proseCopy,
  tiers: tableCopy,
  terms: cardListCopy,
  support: cardListCopy,
  notes: proseCopy,
})
