/** The copy of locales/<lang>/security.json: the security overview, which leads to the Trust Centre, the encryption design, the disclosure policy and the company page. */
import { z } from 'zod'
import { cardListCopy, emailContactCopy, heroCopy, metaCopy } from './sections'

export const securityCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  topics: cardListCopy,
  report: emailContactCopy,
})
