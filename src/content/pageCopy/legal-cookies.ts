/** The copy of locales/<lang>/legal-cookies.json. */
import { z } from 'zod'
import { heroCopy, metaCopy, proseCopy, tableCopy } from './sections'

export const legalCookiesCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  stored: tableCopy,
  lookup: z.strictObject({ ipapi: proseCopy, sameOrigin: proseCopy, timeZone: proseCopy }),
  botCheck: z.strictObject({ turnstile: proseCopy, none: proseCopy }),
  notStored: proseCopy,
  control: proseCopy,
})
