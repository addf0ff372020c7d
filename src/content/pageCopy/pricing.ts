/** The copy of locales/<lang>/pricing.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseWithDetailCopy, tableCopy } from './sections'

/** One card per edition (PriceCards): its starting price, the unit it is counted in and its minimum commitment. */
export const priceCardsCopy = z.strictObject({
  heading: z.string(),
  lead: z.string(),
  /** Above each price: "From". */
  from: z.string(),
  items: z.array(z.strictObject({ edition: z.string(), price: z.string(), unit: z.string(), minimum: z.string() })),
})

export const pricingCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  model: proseWithDetailCopy,
  prices: priceCardsCopy,
  tiers: tableCopy,
  terms: cardListCopy,
  support: cardListCopy,
  notes: proseWithDetailCopy,
})
