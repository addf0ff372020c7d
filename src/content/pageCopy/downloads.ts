/** The copy of locales/<lang>/downloads.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

/** One app store: its card, badge and QR code. */
const storeCopy = z.strictObject({
  title: z.string(),
  body: z.string(),
  badgeLabel: z.string(),
  qrLabel: z.string(),
  requirements: z.string(),
})

export const downloadsCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  mobile: z.strictObject({
    heading: z.string(),
    lead: z.string(),
    ios: storeCopy,
    android: storeCopy,
  }),
  desktop: z.strictObject({
    heading: z.string(),
    lead: z.string(),
    items: z.array(z.strictObject({
      title: z.string(),
      body: z.string(),
      requirements: z.string(),
      action: z.string(),
    })),
  }),
  firstSteps: cardListCopy,
  verify: proseCopy,
  government: z.strictObject({ heading: z.string(), body: z.string(), action: z.string() }),
})
