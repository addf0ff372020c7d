/** The copy of locales/<lang>/out-of-band.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const outOfBandCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  why: proseCopy,
  features: cardListCopy,
  playbook: cardListCopy,
  related: cardListCopy,
})
