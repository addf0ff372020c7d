/** The copy of the three edition pages, one shape: locales/<lang>/product-enterprise.json, product-government.json and product-on-premises.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

export const editionPageCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  audience: proseCopy,
  deployment: cardListCopy,
  encrypted: cardListCopy,
  identity: cardListCopy,
  compliance: proseCopy,
  related: cardListCopy,
})
