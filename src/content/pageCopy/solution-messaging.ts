/** The copy of locales/<lang>/solution-messaging.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const solutionMessagingCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  features: cardListCopy,
  /** How it works, in one paragraph or two, and the link to the Encryption page (copy review W-2). */
  how: proseCopy,
  howLink: z.string(),
  control: proseCopy,
  /** Where the protection stops (copy review W-2), as /solutions/ says for the whole product. */
  limits: proseCopy,
  related: cardListCopy,
})
