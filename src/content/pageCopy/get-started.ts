/** The copy of locales/<lang>/get-started.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, leadCaptureCopy, metaCopy, proseCopy } from './sections'

export const getStartedCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  steps: cardListCopy,
  pilot: proseCopy,
  requirements: proseCopy,
  form: leadCaptureCopy,
})
