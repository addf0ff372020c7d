/**
 * The accessibility findings of this website, written once. The accessibility statement
 * (/accessibility) and the conformance report (/accessibility/conformance-report) are both derived
 * from this list (accessibilityReport.ts), so they cannot disagree.
 *
 * When a fix ships, change that finding's status in the same commit, e.g.
 *   status: fixed('2026-11-27'),   →   status: fixed('2026-12-02'),
 * The statement then lists it under what we fixed, the report names the date, and the statement
 * says "fully compliant" once no finding is open. What each finding means to a visitor is copy:
 * locales/<lang>/accessibility.json `findings.<id>`.
 */
import type { CriterionNumber } from './wcagCriteria'

/** A calendar date, YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`

/** As the audit grades it. Advisories fail no AA criterion. */
export type Severity = 'blocker' | 'serious' | 'moderate' | 'minor' | 'advisory'

export type FindingStatus = { state: 'open'; plannedFix: IsoDate } | { state: 'fixed'; on: IsoDate }

export interface AccessibilityFinding {
  /** The audit's id, kept so the audit, the code and the statement can be compared. */
  id: string
  /** The WCAG 2.2 success criteria it fails; none for an advisory or a finding that is not about a criterion (P-01). */
  criteria: readonly CriterionNumber[]
  severity: Severity
  /** Where it was found: the outside audit, or our own review while writing the statement. */
  source: 'audit' | 'review'
  found: IsoDate
  status: FindingStatus
}

/** Not fixed yet; to be fixed by the date given. */
export const open = (plannedFix: IsoDate): FindingStatus => ({ state: 'open', plannedFix })
/** Fixed in the release of the date given. */
export const fixed = (on: IsoDate): FindingStatus => ({ state: 'fixed', on })

/** The outside audit: WCAG 2.2 AA, the production build of commit 9ffdb76 (shared/reviews/2026-11-27/accessibility.md). */
export const audit = { date: '2026-11-27', commit: '9ffdb76' } as const satisfies { date: IsoDate; commit: string }

/** When this statement was first prepared; the date it was last reviewed is derived (lastReviewed). */
export const statementPrepared: IsoDate = '2026-11-27'

const found = audit.date

export const accessibilityFindings: readonly AccessibilityFinding[] = [
  {
    id: 'A11Y-01',
    criteria: ['1.4.3', '1.4.11', '2.4.7'],
    severity: 'blocker',
    source: 'audit',
    found,
    status: fixed('2026-11-27'),
  },
  { id: 'A11Y-02', criteria: ['2.4.11'], severity: 'serious', source: 'audit', found, status: fixed('2026-11-27') },
  { id: 'A11Y-03', criteria: ['2.4.11'], severity: 'serious', source: 'audit', found, status: fixed('2026-11-27') },
  {
    id: 'A11Y-04',
    criteria: ['3.3.1', '3.3.2', '4.1.2'],
    severity: 'moderate',
    source: 'audit',
    found,
    status: fixed('2026-11-27'),
  },
  { id: 'A11Y-05', criteria: ['2.4.3'], severity: 'moderate', source: 'audit', found, status: fixed('2026-11-27') },
  { id: 'A11Y-06', criteria: ['2.4.3'], severity: 'moderate', source: 'audit', found, status: fixed('2026-11-27') },
  { id: 'A11Y-07', criteria: ['2.4.7'], severity: 'moderate', source: 'audit', found, status: fixed('2026-11-27') },
  { id: 'A11Y-08', criteria: ['1.4.11'], severity: 'moderate', source: 'audit', found, status: fixed('2026-11-27') },
  { id: 'A11Y-09', criteria: ['1.4.10'], severity: 'minor', source: 'audit', found, status: fixed('2026-11-27') },
  { id: 'A11Y-10', criteria: ['1.4.12'], severity: 'minor', source: 'audit', found, status: fixed('2026-11-27') },
  { id: 'A11Y-11', criteria: ['2.5.3'], severity: 'minor', source: 'audit', found, status: fixed('2026-11-27') },
  {
    id: 'A11Y-12',
    criteria: ['2.4.4', '3.1.2'],
    severity: 'minor',
    source: 'audit',
    found,
    status: fixed('2026-11-27'),
  },
  { id: 'A11Y-13', criteria: ['3.3.3'], severity: 'minor', source: 'audit', found, status: fixed('2026-11-27') },
  {
    id: 'A11Y-14',
    criteria: ['1.3.1', '3.3.1'],
    severity: 'minor',
    source: 'audit',
    found,
    status: fixed('2026-11-27'),
  },
  { id: 'A11Y-15', criteria: ['1.3.1'], severity: 'minor', source: 'audit', found, status: fixed('2026-11-27') },
  { id: 'A11Y-16', criteria: [], severity: 'advisory', source: 'audit', found, status: fixed('2026-11-27') },
  { id: 'A11Y-17', criteria: [], severity: 'advisory', source: 'audit', found, status: fixed('2026-11-27') },
  { id: 'A11Y-18', criteria: [], severity: 'advisory', source: 'audit', found, status: fixed('2026-11-27') },
  { id: 'A11Y-19', criteria: [], severity: 'advisory', source: 'audit', found, status: fixed('2026-11-27') },
  { id: 'A11Y-20', criteria: [], severity: 'advisory', source: 'audit', found, status: fixed('2026-11-27') },
  // No accessibility statement or conformance report: fixed by the two pages this list feeds.
  { id: 'P-01', criteria: [], severity: 'serious', source: 'audit', found, status: fixed('2026-11-27') },
  // Found while checking the audit's "3.3.4 not applicable" against the site: the staff account page
  // (/account) removes a sign-in method or a second factor at one click, with no confirmation step.
  {
    id: 'REV-01',
    criteria: ['3.3.4'],
    severity: 'minor',
    source: 'review',
    found: '2026-11-27',
    status: fixed('2026-11-27'),
  },
]
