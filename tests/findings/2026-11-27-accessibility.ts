/**
 * The WCAG 2.2 AA audit of 2026-11-27 (../shared/reviews/2026-11-27/accessibility.md), production build of
 * 9ffdb76. IDs as the audit numbers them: A11Y-01 to A11Y-20 (A11Y-16 to A11Y-20 are its advisories) and P-01.
 * What the project records: the closing note of issue 30 (every finding fixed, each with the test that
 * holds it), and src/content/accessibility/accessibilityFindings.ts, where every one is fixed('2026-11-27').
 * The 2026-12-01 audit found the same patterns in places this audit did not name (the staff account page,
 * staff sign-in, the staff toolbar: its ACC-03, ACC-05, ACC-06); those are its findings, recorded in
 * 2026-12-01-accessibility.ts.
 * A11Y-06 (this audit's own case, a blog card) was still wrong on 2026-12-01 (its ACC-04); fixed since, held by
 * keyboard.spec.ts and routeFocus.spec.ts.
 */
import type { ReviewRecord } from './reviewRecord'

export const record: ReviewRecord = {
  review: '2026-11-27/accessibility',
  findings: [
    { id: 'A11Y-01', status: 'fixed' },
    { id: 'A11Y-02', status: 'fixed' },
    { id: 'A11Y-03', status: 'fixed' },
    { id: 'A11Y-04', status: 'fixed' },
    { id: 'A11Y-05', status: 'fixed' },
    { id: 'A11Y-06', status: 'fixed' },
    { id: 'A11Y-07', status: 'fixed' },
    { id: 'A11Y-08', status: 'fixed' },
    { id: 'A11Y-09', status: 'fixed' },
    { id: 'A11Y-10', status: 'fixed' },
    { id: 'A11Y-11', status: 'fixed' },
    { id: 'A11Y-12', status: 'fixed' },
    { id: 'A11Y-13', status: 'fixed' },
    { id: 'A11Y-14', status: 'fixed' },
    { id: 'A11Y-15', status: 'fixed' },
    { id: 'A11Y-16', status: 'fixed' },
    { id: 'A11Y-17', status: 'fixed' },
    { id: 'A11Y-18', status: 'fixed' },
    { id: 'A11Y-19', status: 'fixed' },
    { id: 'A11Y-20', status: 'fixed' },
    // The statement and the report exist in five languages and are linked from every footer; what they claim and lack is the 2026-12-01 audit's ACC-01 and ACC-10.
    { id: 'P-01', status: 'fixed' },
  ],
}
