/**
 * Business facts keep their promise (design review 2026-12-01, DES-02): the Trust Centre and the
 * company page print a sample only marked as one, and never on a real host. A build for a host
 * outside .example fails while src/content/trust/trustFacts.ts holds a sample, naming each, as
 * the release check fails on a sample release manifest. The same holds for the company details
 * of src/config/site.ts that the company has not confirmed (copy review L-9,
 * src/content/trust/siteValuesToConfirm.ts).
 */
import { siteValuesToConfirm, siteValuesToConfirmFile } from '../../src/content/trust/siteValuesToConfirm'
import { sampleProblems } from '../../src/content/trust/businessFact'
import { businessFacts, businessFactsFile } from '../../src/content/trust/trustFacts'
import type { Check, DistContext, Finding } from '../types'

export const businessFactsCheck: Check = {
  name: 'business facts',
  site(context: DistContext): Finding[] {
    return [
      ...sampleProblems(businessFacts, context.siteUrl, businessFactsFile),
      ...sampleProblems(siteValuesToConfirm, context.siteUrl, siteValuesToConfirmFile),
    ].map(({ message, fix }) => ({
      check: this.name,
      file: '(site)',
      message,
      fix,
    }))
  },
}
