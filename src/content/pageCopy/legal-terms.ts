/** The copy of locales/<lang>/legal-terms.json. */
import { z } from 'zod'
import { heroCopy, metaCopy, proseCopy } from './sections'

export const legalTermsCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  scope: proseCopy,
  content: proseCopy,
  use: proseCopy,
  property: proseCopy,
  liability: proseCopy,
  law: proseCopy,
})
