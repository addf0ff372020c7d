/**
 * The accessibility audit of 2026-12-01 (../shared/reviews/2026-12-01/accessibility.md), production build of
 * 7507727. Its findings are also in src/content/accessibility/accessibilityFindings.ts, where whether each is
 * fixed is derived from recorded results (a later evaluation, or the recorded run of the tests named here).
 */
import type { ReviewRecord } from './reviewRecord'

export const record: ReviewRecord = {
  review: '2026-12-01/accessibility',
  findings: [
    { id: 'ACC-01', status: 'fixed' },
    { id: 'ACC-02', status: 'fixed' },
    { id: 'ACC-03', status: 'fixed' },
    { id: 'ACC-04', status: 'fixed' },
    { id: 'ACC-05', status: 'fixed' },
    { id: 'ACC-06', status: 'fixed' },
    { id: 'ACC-07', status: 'fixed' },
    { id: 'ACC-08', status: 'fixed' },
    { id: 'ACC-09', status: 'fixed' },
    { id: 'ACC-10', status: 'fixed' },
  ],
}
