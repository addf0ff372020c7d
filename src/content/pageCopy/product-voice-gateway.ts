/** The copy of locales/<lang>/product-voice-gateway.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const productVoiceGatewayCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  audience: proseCopy,
  deployment: cardListCopy,
  callPath: cardListCopy,
  honesty: proseCopy,
  integration: cardListCopy,
  compliance: proseCopy,
  related: cardListCopy,
})
