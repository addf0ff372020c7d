/** The copy of locales/<lang>/faqs.json. */
import { z } from 'zod'
import { faqListCopy, heroCopy, metaCopy } from './sections'

export const faqsCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  security: faqListCopy,
  deployment: faqListCopy,
  commercial: faqListCopy,
})
