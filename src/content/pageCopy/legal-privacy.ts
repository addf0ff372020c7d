/** The copy of locales/<lang>/legal-privacy.json. */
import { z } from 'zod'
import { heroCopy, metaCopy, proseCopy } from './sections'

export const legalPrivacyCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  controller: proseCopy,
  /** Controller or processor for the Vaultline service itself (review L7). */
  service: proseCopy,
  purposes: z.strictObject({
    heading: z.string(),
    lead: z.string(),
    labels: z.strictObject({ data: z.string(), basis: z.string(), retention: z.string() }),
    items: z.array(
      z.strictObject({
        title: z.string(),
        data: z.string(),
        basis: z.string(),
        retention: z.string(),
      }),
    ),
  }),
  // One text per build variant (src/config/buildVariants.ts): the page renders the build's.
  lookup: z.strictObject({ ipapi: proseCopy, sameOrigin: proseCopy, timeZone: proseCopy }),
  botCheck: z.strictObject({ turnstile: proseCopy, none: proseCopy }),
  processors: z.strictObject({ cdn: proseCopy, ownServers: proseCopy }),
  transfers: z.strictObject({ cdn: proseCopy, ownServers: proseCopy }),
  /** A processor only some builds use, added to the list of processors when the build uses it (review L1). */
  extraProcessors: z.strictObject({ ipapi: z.string(), turnstile: z.string() }),
  /** Whether the data is required and what happens without it; automated decisions (Art. 13(2)(e) and (f), review L11). */
  required: proseCopy,
  rights: proseCopy,
  /** How to complain to us, as s.164A DPA 2018 (Data (Use and Access) Act 2025, s.103) requires, and to the regulator (review L5). */
  complaints: proseCopy,
  changes: proseCopy,
})
