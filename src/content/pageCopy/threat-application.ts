/** The copy of locales/<lang>/threat-application.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const threatApplicationCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  surface: proseCopy,
  attacks: cardListCopy,
  counter: cardListCopy,
  related: cardListCopy,
})
