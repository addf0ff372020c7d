/** The copy of the three edition pages, one shape: locales/<lang>/product-enterprise.json, product-government.json and product-on-premises.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseWithDetailCopy } from './sections'

export const editionPageCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  /** Who it is for; the people it is built for, or what the customer controls, stand beside the lead (DES-08). */
  audience: proseWithDetailCopy,
  deployment: cardListCopy,
  encrypted: cardListCopy,
  identity: cardListCopy,
  /** What accreditation rests on; what we provide for it stands beside it (DES-08). */
  compliance: proseWithDetailCopy,
  related: cardListCopy,
})
