/** The copy of locales/<lang>/out-of-band.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

/** A pointer to the blog post on the same subject: heading, one paragraph and the link's text. */
export const postPointerCopy = z.strictObject({
  heading: z.string(),
  body: z.string(),
  link: z.string(),
})

export const outOfBandCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  why: proseCopy,
  separation: cardListCopy,
  limits: proseCopy,
  playbook: cardListCopy,
  mistakes: proseCopy,
  post: postPointerCopy,
  related: cardListCopy,
})
