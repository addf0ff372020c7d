/** The copy of locales/<lang>/legal-privacy.json. */
import { z } from 'zod'
import { heroCopy, metaCopy, proseCopy } from './sections'

export const legalPrivacyCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  controller: proseCopy,
  purposes: z.strictObject({
    heading: z.string(),
    lead: z.string(),
    labels: z.strictObject({ data: z.string(), basis: z.string(), retention: z.string() }),
    items: z.array(z.strictObject({
      title: z.string(),
      data: z.string(),
      basis: z.string(),
      retention: z.string(),
    })),
  }),
  lookup: z.strictObject({ ipapi: proseCopy, sameOrigin: proseCopy }),
  botCheck: z.strictObject({ turnstile: proseCopy, none: proseCopy }),
  processors: proseCopy,
  transfers: proseCopy,
  rights: proseCopy,
  changes: proseCopy,
})
