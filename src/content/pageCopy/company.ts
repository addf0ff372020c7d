/**
 * The copy of locales/<lang>/company.json: who owns and runs Vaultline Ltd, where, and which law
 * reaches it. Owners, leaders and the founding year come from src/content/trust/trustFacts.ts,
 * the company's registration and contacts from src/config/site.ts; this holds the words around them.
 */
import { z } from 'zod'
import { leadershipRoles, shareBands } from '../trust/trustFacts'
import { cardListCopy, factListCopy, factTableCopy, heroCopy, metaCopy, proseCopy, textsFor } from './sections'

export const companyCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  about: proseCopy,
  glance: factListCopy.extend({
    labels: z.strictObject(textsFor(['founded', 'headOffice', 'legalForm', 'operator'] as const)),
    /** `headOffice` with {{city}}; `founded` is the year as it is. */
    values: z.strictObject(textsFor(['headOffice', 'legalForm', 'operator'] as const)),
  }),
  owners: factTableCopy.extend({ shares: z.strictObject(textsFor(shareBands)) }),
  leadership: factTableCopy.extend({ roles: z.strictObject(textsFor(leadershipRoles)) }),
  law: proseCopy,
  lawLink: z.string(),
  clearances: proseCopy,
  contacts: factListCopy.extend({
    labels: z.strictObject(textsFor(['sales', 'support', 'security', 'press'] as const)),
  }),
  related: cardListCopy,
})
