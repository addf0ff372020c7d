/** The copy of locales/<lang>/threats.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseWithDetailCopy } from './sections'

/** One layer of the threat model: how it is attacked, what Vaultline does there and what stays exposed. */
const layerCopy = z.strictObject({
  title: z.string(),
  attack: z.string(),
  defence: z.string(),
  residual: z.string(),
})

/** The five layers, each leading to its own threat page, with the labels every card repeats (LayerCards). */
export const layerListCopy = z.strictObject({
  heading: z.string(),
  lead: z.string(),
  labels: z.strictObject({ attack: z.string(), defence: z.string(), residual: z.string() }),
  items: z.array(layerCopy),
})

export const threatsCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  /** The threat model's lead; what end-to-end encryption changes, layer by layer, beside it (DES-08). */
  model: proseWithDetailCopy,
  layers: layerListCopy,
  gaps: cardListCopy,
  defence: cardListCopy,
})
