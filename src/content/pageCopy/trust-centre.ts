/**
 * The copy of locales/<lang>/trust-centre.json: the words around the business facts of
 * src/content/trust/trustFacts.ts (labels per status, scope, document and sub-processor), never
 * the facts themselves.
 */
import { z } from 'zod'
import {
  documentAvailabilities,
  documentIds,
  schemeStatuses,
  testScopes,
  type SubProcessorId,
} from '../trust/trustFacts'
import { cardListCopy, factTableCopy, heroCopy, metaCopy, proseCopy, tableCopy, textsFor } from './sections'

const subProcessorIds: readonly SubProcessorId[] = ['apns', 'fcm']

export const trustCentreCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  schemes: factTableCopy.extend({
    statuses: z.strictObject(textsFor(schemeStatuses)),
    /** The date column per status, with {{date}}: "Certified in March 2026". */
    dates: z.strictObject(textsFor(schemeStatuses)),
  }),
  tests: factTableCopy.extend({ scopes: z.strictObject(textsFor(testScopes)) }),
  documents: factTableCopy.extend({
    titles: z.strictObject(textsFor(documentIds)),
    availability: z.strictObject(textsFor(documentAvailabilities)),
  }),
  subProcessors: factTableCopy.extend({
    /** What each does for the service, with {{service}}: the service's name from the facts. */
    purposes: z.strictObject(textsFor(subProcessorIds)),
    receives: z.string(),
  }),
  residency: tableCopy,
  protocol: proseCopy,
  protocolLink: z.string(),
  related: cardListCopy,
})
