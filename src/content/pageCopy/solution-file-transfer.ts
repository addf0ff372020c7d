/** The copy of locales/<lang>/solution-file-transfer.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const solutionFileTransferCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  features: cardListCopy,
  why: proseCopy,
  related: cardListCopy,
})
