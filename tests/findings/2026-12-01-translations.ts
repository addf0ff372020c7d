import type { ReviewRecord } from './reviewRecord'

/**
 * ../shared/reviews/2026-12-01/translations.md, by the review's own IDs (TR-01…TR-24). Fixed ones
 * are held by tests/unit/content/translationReport.test.ts (TR-01, TR-02: the posts say what the
 * corrected English says, record it, and the translation report is empty),
 * tests/unit/locales/translationFindings2026-12-01.test.ts (TR-03, TR-04, TR-06…TR-19, TR-21, TR-23; TR-14's
 * French summary is also read in the browser by tests/e2e/formErrors.spec.ts) and
 * tests/unit/findings/findingRecordsLiveInTests.test.ts (TR-24).
 */
export const record: ReviewRecord = {
  review: '2026-12-01/translations',
  findings: [
    { id: 'TR-01', status: 'fixed' },
    { id: 'TR-02', status: 'fixed' },
    { id: 'TR-03', status: 'fixed' },
    { id: 'TR-04', status: 'fixed' },
    { id: 'TR-05', status: 'fixed' },
    { id: 'TR-06', status: 'fixed' },
    { id: 'TR-07', status: 'fixed' },
    { id: 'TR-08', status: 'fixed' },
    { id: 'TR-09', status: 'fixed' },
    { id: 'TR-10', status: 'fixed' },
    { id: 'TR-11', status: 'fixed' },
    { id: 'TR-12', status: 'fixed' },
    { id: 'TR-13', status: 'fixed' },
    { id: 'TR-14', status: 'fixed' },
    { id: 'TR-15', status: 'fixed' },
    { id: 'TR-16', status: 'fixed' },
    { id: 'TR-17', status: 'fixed' },
    { id: 'TR-18', status: 'fixed' },
    { id: 'TR-19', status: 'fixed' },
    { id: 'TR-20', status: 'fixed' },
    { id: 'TR-21', status: 'fixed' },
    { id: 'TR-22', status: 'fixed' },
    { id: 'TR-23', status: 'fixed' },
    { id: 'TR-24', status: 'fixed' },
  ],
}
