/** The copy of locales/<lang>/industries.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const industriesCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  sectors: cardListCopy,
  deploy: cardListCopy,
  approach: proseCopy,
})
