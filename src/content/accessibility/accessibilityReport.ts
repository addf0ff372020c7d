/**
 * What the accessibility statement and the conformance report say, derived from the findings
 * list and the criteria list. Pure functions: the pages render their results, the tests prove
 * that both pages move together when one finding changes.
 */
import { statementPrepared, type AccessibilityFinding, type IsoDate, type Severity } from './accessibilityFindings'
import type { SuccessCriterion } from './wcagCriteria'

export type OpenFinding = AccessibilityFinding & { status: { state: 'open'; plannedFix: IsoDate } }
export type FixedFinding = AccessibilityFinding & { status: { state: 'fixed'; on: IsoDate } }

const isOpen = (finding: AccessibilityFinding): finding is OpenFinding => finding.status.state === 'open'
const isFixed = (finding: AccessibilityFinding): finding is FixedFinding => finding.status.state === 'fixed'

/**
 * The statement's compliance status, in the model statements' words: "partially compliant" while
 * any finding is open (advisories and procurement findings too), "fully compliant" when none is.
 */
export type ComplianceStatus = 'partiallyCompliant' | 'fullyCompliant'

export function complianceStatus(findings: readonly AccessibilityFinding[]): ComplianceStatus {
  return findings.some(isOpen) ? 'partiallyCompliant' : 'fullyCompliant'
}

const severityOrder: Record<Severity, number> = { blocker: 0, serious: 1, moderate: 2, minor: 3, advisory: 4 }

/** The open findings, worst first, then by planned date and id: the statement's non-accessible content. */
export function knownIssues(findings: readonly AccessibilityFinding[]): OpenFinding[] {
  return findings
    .filter(isOpen)
    .sort(
      (a, b) =>
        severityOrder[a.severity] - severityOrder[b.severity] ||
        a.status.plannedFix.localeCompare(b.status.plannedFix) ||
        a.id.localeCompare(b.id),
    )
}

/** The fixed findings, most recent fix first, then by id: what the statement says we fixed and when. */
export function fixedIssues(findings: readonly AccessibilityFinding[]): FixedFinding[] {
  return findings.filter(isFixed).sort((a, b) => b.status.on.localeCompare(a.status.on) || a.id.localeCompare(b.id))
}

/** When the statement was last reviewed: when it was prepared, or the last fix recorded since, whichever is later. */
export function lastReviewed(
  findings: readonly AccessibilityFinding[],
  prepared: IsoDate = statementPrepared,
): IsoDate {
  return fixedIssues(findings).reduce<IsoDate>(
    (latest, finding) => (finding.status.on > latest ? finding.status.on : latest),
    prepared,
  )
}

/** The conformance levels of an ACR (the VPAT's terms). */
export type Conformance = 'supports' | 'partiallySupports' | 'doesNotSupport' | 'notApplicable'

export interface ConformanceRow {
  criterion: SuccessCriterion
  conformance: Conformance
  /** The open findings on this criterion, worst first. */
  open: OpenFinding[]
  /** The fixed findings on this criterion, with the date of their fix. */
  fixed: FixedFinding[]
}

/** The severities that make a criterion "Does not support" while a finding of that severity is open on it. */
const failing: ReadonlySet<Severity> = new Set(['blocker', 'serious'])

/**
 * One row of the report: "Does not support" while a blocker or serious finding on the criterion is
 * open, "Partially supports" while any other is, otherwise "Supports" (or "Not applicable").
 */
export function conformanceRow(criterion: SuccessCriterion, findings: readonly AccessibilityFinding[]): ConformanceRow {
  const onCriterion = findings.filter((finding) => finding.criteria.some((number) => number === criterion.number))
  const open = knownIssues(onCriterion)
  const fixed = fixedIssues(onCriterion)
  if (criterion.notApplicable && onCriterion.length > 0) {
    throw new Error(
      `Finding ${onCriterion.map((finding) => finding.id).join(', ')} is on ${criterion.number}, which src/content/accessibility/wcagCriteria.ts says does not apply to this site. Take out its notApplicable, or correct the finding's criteria.`,
    )
  }
  const conformance: Conformance = criterion.notApplicable
    ? 'notApplicable'
    : open.some((finding) => failing.has(finding.severity))
      ? 'doesNotSupport'
      : open.length > 0
        ? 'partiallySupports'
        : 'supports'
  return { criterion, conformance, open, fixed }
}

/** Every row of the report, in the criteria list's order. */
export function conformanceReport(
  criteria: readonly SuccessCriterion[],
  findings: readonly AccessibilityFinding[],
): ConformanceRow[] {
  const known = new Set(criteria.map((criterion) => criterion.number))
  const unknown = findings.flatMap((finding) =>
    finding.criteria.filter((number) => !known.has(number)).map((number) => `${finding.id} → ${number}`),
  )
  if (unknown.length > 0)
    throw new Error(
      `Findings name criteria the report does not list: ${unknown.join(', ')}. Add them to src/content/accessibility/wcagCriteria.ts or correct the findings.`,
    )
  return criteria.map((criterion) => conformanceRow(criterion, findings))
}

/** How many rows have each conformance level. */
export function conformanceSummary(rows: readonly ConformanceRow[]): Record<Conformance, number> {
  const summary: Record<Conformance, number> = {
    supports: 0,
    partiallySupports: 0,
    doesNotSupport: 0,
    notApplicable: 0,
  }
  for (const row of rows) summary[row.conformance] += 1
  return summary
}
