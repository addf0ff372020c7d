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
    {
      id: 'ACC-03',
      status: 'open',
      reason: 'The fixed staff toolbar covers focused elements at the bottom of the window.',
    },
    { id: 'ACC-04', status: 'fixed' },
    { id: 'ACC-05', status: 'open', reason: 'Staff sign-in steps replace the form and leave focus on the body.' },
    {
      id: 'ACC-06',
      status: 'open',
      reason: 'Account forms rely on browser validation bubbles and report aria-invalid false.',
    },
    { id: 'ACC-07', status: 'open', reason: 'The signed-in header overlaps the main navigation from 1280 px.' },
    { id: 'ACC-08', status: 'fixed' },
    { id: 'ACC-09', status: 'fixed' },
    { id: 'ACC-10', status: 'fixed' },
  ],
}
