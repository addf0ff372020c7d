/**
 * The accessibility findings of this website, written once: what was found, by which evaluation,
 * on which success criteria, and by when we plan to fix it. A finding carries no "fixed" flag:
 * whether it is fixed is derived from recorded results (accessibilityReport.ts) — a later full
 * evaluation that did not find it again, or a recorded run of the tests named after it
 * (automatedRun.json). What each finding means to a visitor is copy:
 * locales/<lang>/accessibility.json `findings.<id>`.
 */
import type { ReviewName } from '../reviewFindingTag'
import type { CriterionNumber } from './wcagCriteria'

/** A calendar date, YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`

/** As the audit grades it. Advisories fail no AA criterion. */
export type Severity = 'blocker' | 'serious' | 'moderate' | 'minor' | 'advisory'

export interface AccessibilityFinding {
  /** The audit's id, kept so the audit, the code, the tests and the statement can be compared. */
  id: string
  /** The WCAG 2.2 success criteria it fails; none for an advisory or a finding about the statement itself. */
  criteria: readonly CriterionNumber[]
  severity: Severity
  /** The review that found it (its tests are named with findingTag(review, id)), or our own review. */
  source: ReviewName | 'ownReview'
  found: IsoDate
  /** The date by which we plan to fix it, published while it is not shown fixed. */
  plannedFix: IsoDate
}

const audit1: ReviewName = '2026-11-27/accessibility'
const audit2: ReviewName = '2026-12-01/accessibility'
const fromAudit1 = { source: audit1, found: '2026-11-27', plannedFix: '2026-12-11' } as const
const fromAudit2 = { source: audit2, found: '2026-12-01', plannedFix: '2026-12-15' } as const

export const accessibilityFindings: readonly AccessibilityFinding[] = [
  { id: 'A11Y-01', criteria: ['1.4.3', '1.4.11', '2.4.7'], severity: 'blocker', ...fromAudit1 },
  { id: 'A11Y-02', criteria: ['2.4.11'], severity: 'serious', ...fromAudit1 },
  { id: 'A11Y-03', criteria: ['2.4.11'], severity: 'serious', ...fromAudit1 },
  { id: 'A11Y-04', criteria: ['3.3.1', '3.3.2', '4.1.2'], severity: 'moderate', ...fromAudit1 },
  { id: 'A11Y-05', criteria: ['2.4.3'], severity: 'moderate', ...fromAudit1 },
  { id: 'A11Y-06', criteria: ['2.4.3'], severity: 'moderate', ...fromAudit1 },
  { id: 'A11Y-07', criteria: ['2.4.7'], severity: 'moderate', ...fromAudit1 },
  { id: 'A11Y-08', criteria: ['1.4.11'], severity: 'moderate', ...fromAudit1 },
  { id: 'A11Y-09', criteria: ['1.4.10'], severity: 'minor', ...fromAudit1 },
  { id: 'A11Y-10', criteria: ['1.4.12'], severity: 'minor', ...fromAudit1 },
  { id: 'A11Y-11', criteria: ['2.5.3'], severity: 'minor', ...fromAudit1 },
  { id: 'A11Y-12', criteria: ['2.4.4', '3.1.2'], severity: 'minor', ...fromAudit1 },
  { id: 'A11Y-13', criteria: ['3.3.3'], severity: 'minor', ...fromAudit1 },
  { id: 'A11Y-14', criteria: ['1.3.1', '3.3.1'], severity: 'minor', ...fromAudit1 },
  { id: 'A11Y-15', criteria: ['1.3.1'], severity: 'minor', ...fromAudit1 },
  { id: 'A11Y-16', criteria: [], severity: 'advisory', ...fromAudit1 },
  { id: 'A11Y-17', criteria: [], severity: 'advisory', ...fromAudit1 },
  { id: 'A11Y-18', criteria: [], severity: 'advisory', ...fromAudit1 },
  { id: 'A11Y-19', criteria: [], severity: 'advisory', ...fromAudit1 },
  { id: 'A11Y-20', criteria: [], severity: 'advisory', ...fromAudit1 },
  // No accessibility statement or conformance report: the two pages this list feeds.
  { id: 'P-01', criteria: [], severity: 'serious', ...fromAudit1 },
  // Found while checking the audit's "3.3.4 not applicable" against the site: the staff account page
  // (/account) removed a sign-in method or a second factor at one click, with no confirmation step.
  {
    id: 'REV-01',
    criteria: ['3.3.4'],
    severity: 'minor',
    source: 'ownReview',
    found: '2026-11-27',
    plannedFix: '2026-12-11',
  },
  // The statement itself: a "fully compliant" status no recorded result supported.
  { id: 'ACC-01', criteria: [], severity: 'serious', ...fromAudit2 },
  { id: 'ACC-02', criteria: ['2.4.7'], severity: 'serious', ...fromAudit2 },
  { id: 'ACC-03', criteria: ['2.4.11'], severity: 'serious', ...fromAudit2 },
  { id: 'ACC-04', criteria: ['2.4.3'], severity: 'moderate', ...fromAudit2 },
  { id: 'ACC-05', criteria: ['2.4.3'], severity: 'moderate', ...fromAudit2 },
  { id: 'ACC-06', criteria: ['3.3.1', '4.1.2'], severity: 'moderate', ...fromAudit2 },
  { id: 'ACC-07', criteria: ['2.4.11'], severity: 'moderate', ...fromAudit2 },
  { id: 'ACC-08', criteria: ['2.4.11'], severity: 'minor', ...fromAudit2 },
  { id: 'ACC-09', criteria: ['3.1.2'], severity: 'minor', ...fromAudit2 },
  // What the model statements and EN 301 549 ask the statement to say: no criterion of its own.
  { id: 'ACC-10', criteria: [], severity: 'minor', ...fromAudit2 },
]
