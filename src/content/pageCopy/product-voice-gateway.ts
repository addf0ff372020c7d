/** The copy of locales/<lang>/product-voice-gateway.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy, proseWithDetailCopy } from './sections'

export const productVoiceGatewayCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  audience: proseWithDetailCopy,
  deployment: cardListCopy,
  callPath: cardListCopy,
  honesty: proseCopy,
  integration: cardListCopy,
  compliance: proseWithDetailCopy,
  related: cardListCopy,
})
