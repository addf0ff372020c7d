import type { ReviewRecord } from './reviewRecord'

/**
 * ../shared/reviews/2026-12-01/design.md, by the review's own IDs (DES-01…DES-18). DES-01 is held
 * by tests/e2e/textIntegrity.spec.ts (the tables, the Trust Centre's and the company page's
 * among them), DES-05 by tests/e2e/productVisuals.spec.ts, DES-06 by
 * tests/unit/pages/trustPages.test.tsx (the security overview, the company page, the breadcrumb's
 * link and the footer). DES-02 has tests named after it (the Trust Centre, the
 * business-facts rules and their build check, the copy that no longer says "we do not claim
 * certifications"), but stays open: what it asks for is proof by others, and that is the
 * company's to give. DES-11, DES-12, DES-13, DES-15 and DES-18 are held by
 * tests/e2e/designDetails.spec.ts, DES-12 also by tests/unit/pages/threatLayerNames.test.tsx, DES-16
 * by tests/unit/locales/productPersonas.test.ts, DES-10 by tests/e2e/fontFallback.spec.ts. DES-15 gives the prices their weight; the page
 * itself stays unlinked and noindex, as the specification keeps its path private.
 */
export const record: ReviewRecord = {
  review: '2026-12-01/design',
  findings: [
    { id: 'DES-01', status: 'fixed' },
    {
      id: 'DES-02',
      status: 'open',
      reason:
        'The Trust Centre, its status table and the build that refuses a sample on a real host are in place (issue 44, item 1), but every scheme, tester, owner and leader in src/content/trust/trustFacts.ts is still a sample: the company has named none. The reference strip under the home and edition heroes waits for a customer who agrees to be described, and security.txt for a published key.',
    },
    {
      id: 'DES-03',
      status: 'open',
      reason: 'One lead form with an intent choice and one name for the next step: issue 44, item 2.',
    },
    { id: 'DES-04', status: 'fixed' },
    { id: 'DES-05', status: 'fixed' },
    { id: 'DES-06', status: 'fixed' },
    {
      id: 'DES-07',
      status: 'open',
      reason: 'Heroes and sections that differ by what they carry, instead of one template: issue 44, item 3.',
    },
    {
      id: 'DES-08',
      status: 'open',
      reason: 'Dense text blocks and an unbalanced canvas at 1440 px: issue 44, item 3.',
    },
    {
      id: 'DES-09',
      status: 'open',
      reason: 'Each contact channel saying how to use it: issue 44, item 2.',
    },
    { id: 'DES-10', status: 'fixed' },
    { id: 'DES-11', status: 'fixed' },
    { id: 'DES-12', status: 'fixed' },
    { id: 'DES-13', status: 'fixed' },
    {
      id: 'DES-14',
      status: 'open',
      reason: 'The comparison table does not make Vaultline’s column stand out: issue 44, item 3.',
    },
    { id: 'DES-15', status: 'fixed' },
    { id: 'DES-16', status: 'fixed' },
    { id: 'DES-17', status: 'open', reason: 'Long lines in prose and section leads at 1440 px: issue 44, item 3.' },
    { id: 'DES-18', status: 'fixed' },
  ],
}
