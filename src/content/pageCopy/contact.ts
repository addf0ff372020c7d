/** The copy of locales/<lang>/contact.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, leadCaptureCopy, metaCopy, proseCopy } from './sections'

export const contactCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  demo: leadCaptureCopy,
  channels: cardListCopy,
  form: leadCaptureCopy,
  office: proseCopy,
})
