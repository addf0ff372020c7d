/** The copy of locales/<lang>/downloads.json. */
import { z } from 'zod'
import { releaseFormats } from '../releases/releases'
import { cardListCopy, heroCopy, metaCopy, proseCopy, textsFor } from './sections'

/** One app store: its card, badge and QR code. */
const storeCopy = z.strictObject({
  title: z.string(),
  body: z.string(),
  badgeLabel: z.string(),
  qrLabel: z.string(),
  requirements: z.string(),
})

export const downloadsCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  mobile: z.strictObject({
    heading: z.string(),
    lead: z.string(),
    ios: storeCopy,
    android: storeCopy,
  }),
  desktop: z.strictObject({
    heading: z.string(),
    lead: z.string(),
    /** Windows, macOS, Linux: the cards the release manifest's files are listed under. */
    items: z.array(
      z.strictObject({
        title: z.string(),
        body: z.string(),
        requirements: z.string(),
      }),
    ),
    /** The download link of each installer format in src/content/releases/manifest.json. */
    formats: z.strictObject(textsFor(releaseFormats)),
    /** The labels of what every download shows. */
    details: z.strictObject({ version: z.string(), size: z.string(), checksum: z.string(), signature: z.string() }),
  }),
  firstSteps: cardListCopy,
  verify: proseCopy.extend({
    /** Links to the signed release manifest, its signature and the keys that verify them. */
    links: z.strictObject({ manifest: z.string(), manifestSignature: z.string(), keys: z.string() }),
  }),
  government: z.strictObject({ heading: z.string(), body: z.string(), action: z.string() }),
})
