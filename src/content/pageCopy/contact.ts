/** The copy of locales/<lang>/contact.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, leadCaptureCopy, metaCopy, proseCopy } from './sections'

export const contactCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  /** The cards in the order sales, support, security, press; ChannelsSection adds each one's address. */
  channels: cardListCopy.extend({
    reach: z.strictObject({
      policy: z.string(),
      securityTxt: z.string(),
      /** The subject of a press enquiry sent to the sales address, as the press card asks. */
      pressSubject: z.string(),
    }),
  }),
  form: leadCaptureCopy,
  office: proseCopy,
})
