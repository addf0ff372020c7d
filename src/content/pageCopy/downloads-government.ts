/** The copy of locales/<lang>/downloads-government.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const downloadsGovernmentCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  packages: cardListCopy,
  steps: cardListCopy,
  lifecycle: proseCopy,
  related: cardListCopy,
})
