/**
 * The written record of the checks people made by hand: each full evaluation of the website, with
 * its date, the build it tested, who tested, how (copy: locales/<lang>/accessibility.json
 * `evaluations.<id>`), and what it found. The statement's status and every row of the conformance
 * report are derived from these and from the recorded automated run (automatedRun.json), never
 * from a flag on a finding (accessibilityReport.ts).
 *
 * Add an evaluation when one is finished, with the findings it recorded (new ones go to
 * accessibilityFindings.ts) and the earlier findings it found still true.
 */
import type { IsoDate } from './accessibilityFindings'

export interface Evaluation {
  /** Also the key of its copy: methods and limits. */
  id: string
  date: IsoDate
  /** The commit of the build it tested. */
  build: string
  /**
   * Who tested. An outside auditor's organisation is published only once the company gives its
   * name for publication; until then the statement says "an outside accessibility auditor".
   */
  by: { kind: 'outsideAuditor'; organisation: string | null }
  /** Every applicable WCAG 2.2 A and AA criterion, on the pages and in the states its copy lists. */
  scope: 'wcag22aa'
  /** The EN 301 549 clauses beyond clause 9 it assessed and found met (en301549Clauses.ts), if any. */
  clauses?: readonly string[]
  /** The findings it recorded: each fails the criteria accessibilityFindings.ts gives it. */
  found: readonly string[]
  /** Earlier findings it found still true, in part. */
  stillTrue: readonly string[]
}

export const evaluations: readonly Evaluation[] = [
  {
    id: 'audit-2026-11-27',
    date: '2026-11-27',
    build: '9ffdb76',
    by: { kind: 'outsideAuditor', organisation: null },
    scope: 'wcag22aa',
    found: [...Array.from({ length: 20 }, (_, index) => `A11Y-${String(index + 1).padStart(2, '0')}`), 'P-01'],
    stillTrue: [],
  },
  {
    id: 'audit-2026-12-01',
    date: '2026-12-01',
    build: '7507727',
    by: { kind: 'outsideAuditor', organisation: null },
    scope: 'wcag22aa',
    found: ['ACC-01', 'ACC-02', 'ACC-03', 'ACC-04', 'ACC-05', 'ACC-06', 'ACC-07', 'ACC-08', 'ACC-09', 'ACC-10'],
    // "Marked fixed … but they are still true in part" (ACC-01): the staff account page's bubbles,
    // the sign-in steps' focus and the blog posts' navigation.
    stillTrue: ['A11Y-04', 'A11Y-05', 'A11Y-06'],
  },
]

/** When this statement was first prepared. */
export const statementPrepared: IsoDate = '2026-11-27'
/**
 * When someone last read the whole statement against the site and the records above; change it
 * in the commit that does so. Not derived from any other date: a fix is not a review.
 */
export const statementReviewed: IsoDate = '2026-12-02'
