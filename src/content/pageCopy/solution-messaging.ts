/** The copy of locales/<lang>/solution-messaging.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const solutionMessagingCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  features: cardListCopy,
  control: proseCopy,
  related: cardListCopy,
})
