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
  // One text per build variant (src/config/buildVariants.ts): the page renders the build's.
  lookup: z.strictObject({ ipapi: proseCopy, sameOrigin: proseCopy, timeZone: proseCopy }),
  botCheck: z.strictObject({ turnstile: proseCopy, none: proseCopy }),
  processors: z.strictObject({ cdn: proseCopy, ownServers: proseCopy }),
  transfers: z.strictObject({ cdn: proseCopy, ownServers: proseCopy }),
  rights: proseCopy,
  changes: proseCopy,
})
