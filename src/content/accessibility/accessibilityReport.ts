/**
 * What the accessibility statement and the conformance report say, derived from recorded results
 * only: the evaluations people made (evaluations.ts) and the last recorded automated run
 * (automatedRun.json). Pure functions over an explicit `Records` value, so tests can derive any
 * state; the pages pass the recorded one.
 */
import { findingTag } from '../reviewFindingTag'
import { accessibilityFindings, type AccessibilityFinding, type IsoDate, type Severity } from './accessibilityFindings'
import { automatedRun, type AutomatedRun } from './automatedRun'
import { evaluations, type Evaluation } from './evaluations'
import { enClauses, type EnClause } from './en301549Clauses'
import { successCriteria, type SuccessCriterion } from './wcagCriteria'

export interface Records {
  findings: readonly AccessibilityFinding[]
  evaluations: readonly Evaluation[]
  run: AutomatedRun | null
  /** The EN 301 549 requirements beyond clause 9 the report answers. */
  clauses: readonly EnClause[]
}

export const recorded: Records = { findings: accessibilityFindings, evaluations, run: automatedRun, clauses: enClauses }

/** How a finding was shown fixed: a later full evaluation that did not find it, or a recorded run of its tests. */
type FixEvidence = { by: 'evaluation'; evaluation: Evaluation } | { by: 'automatedRun'; run: AutomatedRun }

export type FindingState =
  | { finding: AccessibilityFinding; state: 'open' }
  | { finding: AccessibilityFinding; state: 'fixed'; on: IsoDate; evidence: FixEvidence }

const byDate = <T extends { date: IsoDate }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.date.localeCompare(b.date))

/** The last date a recorded evaluation saw the finding: when it was found, or a later evaluation found it still true. */
function lastSeen(finding: AccessibilityFinding, records: Records): IsoDate {
  return records.evaluations
    .filter((evaluation) => evaluation.stillTrue.includes(finding.id) || evaluation.found.includes(finding.id))
    .reduce<IsoDate>((latest, evaluation) => (evaluation.date > latest ? evaluation.date : latest), finding.found)
}

/**
 * Fixed only by evidence recorded after the finding was last seen: the first full evaluation that
 * did not find it again, or the recorded run in which every test named after it passed. A finding
 * whose tests never ran, or failed, stays open.
 */
export function findingState(finding: AccessibilityFinding, records: Records = recorded): FindingState {
  const seen = lastSeen(finding, records)
  const tag = finding.source === 'ownReview' ? finding.id : findingTag(finding.source, finding.id)
  const proofs: { on: IsoDate; evidence: FixEvidence }[] = []
  const laterEvaluation = byDate(records.evaluations).find(
    (evaluation) =>
      evaluation.date > seen &&
      evaluation.scope === 'wcag22aa' &&
      !evaluation.found.includes(finding.id) &&
      !evaluation.stillTrue.includes(finding.id),
  )
  if (laterEvaluation)
    proofs.push({ on: laterEvaluation.date, evidence: { by: 'evaluation', evaluation: laterEvaluation } })
  const { run } = records
  if (run && run.date > seen && run.findings[tag] === 'passed')
    proofs.push({ on: run.date, evidence: { by: 'automatedRun', run } })
  const last = proofs.sort((a, b) => b.on.localeCompare(a.on))[0]
  return last ? { finding, state: 'fixed', ...last } : { finding, state: 'open' }
}

export type OpenFinding = FindingState & { state: 'open' }
export type FixedFinding = FindingState & { state: 'fixed' }

const severityOrder: Record<Severity, number> = { blocker: 0, serious: 1, moderate: 2, minor: 3, advisory: 4 }

/** The open findings, worst first, then by planned date and id: the statement's non-accessible content. */
export function knownIssues(records: Records = recorded): OpenFinding[] {
  return records.findings
    .map((finding) => findingState(finding, records))
    .filter((state): state is OpenFinding => state.state === 'open')
    .sort(
      (a, b) =>
        severityOrder[a.finding.severity] - severityOrder[b.finding.severity] ||
        a.finding.plannedFix.localeCompare(b.finding.plannedFix) ||
        a.finding.id.localeCompare(b.finding.id),
    )
}

/** The findings shown fixed, most recent proof first, then by id. */
export function fixedIssues(records: Records = recorded): FixedFinding[] {
  return records.findings
    .map((finding) => findingState(finding, records))
    .filter((state): state is FixedFinding => state.state === 'fixed')
    .sort((a, b) => b.on.localeCompare(a.on) || a.finding.id.localeCompare(b.finding.id))
}

/** The last full evaluation of WCAG 2.2 AA, or null before the first. */
export function lastFullEvaluation(records: Records = recorded): Evaluation | null {
  return byDate(records.evaluations.filter((evaluation) => evaluation.scope === 'wcag22aa')).at(-1) ?? null
}

/** The conformance levels of an ACR (the VPAT's terms), and "Not evaluated" where nothing recorded has tested a row. */
export type Conformance = 'supports' | 'partiallySupports' | 'doesNotSupport' | 'notApplicable' | 'notEvaluated'

export interface ConformanceRow {
  criterion: SuccessCriterion
  conformance: Conformance
  /** The last full evaluation that tested it. */
  evaluation: Evaluation | null
  /** The recorded automated checks that screen it, with their outcome, and the day they ran. */
  checks: AutomatedRun['checks'][number][]
  checkedOn: IsoDate | null
  /** The open findings on this criterion, worst first. */
  open: OpenFinding[]
  /** The findings on it shown fixed, with their proof. */
  fixed: FixedFinding[]
}

/** The severities that make a criterion "Does not support" while a finding of that severity is open on it. */
const failing: ReadonlySet<Severity> = new Set(['blocker', 'serious'])

/**
 * One row of the report. "Not applicable" where the criteria list says so; "Does not support"
 * while a blocker or serious finding on it is open; "Partially supports" while another is, or a
 * recorded automated check that screens it failed; "Supports" only when a full evaluation tested
 * it and every finding on it since is shown fixed; otherwise "Not evaluated".
 */
export function conformanceRow(criterion: SuccessCriterion, records: Records = recorded): ConformanceRow {
  const onCriterion = records.findings.filter((finding) =>
    finding.criteria.some((number) => number === criterion.number),
  )
  if (criterion.notApplicable && onCriterion.length > 0) {
    throw new Error(
      `Finding ${onCriterion.map((finding) => finding.id).join(', ')} is on ${criterion.number}, which src/content/accessibility/wcagCriteria.ts says does not apply to this site. Take out its notApplicable, or correct the finding's criteria.`,
    )
  }
  const scoped: Records = { ...records, findings: onCriterion }
  const open = knownIssues(scoped)
  const fixed = fixedIssues(scoped)
  const evaluation = lastFullEvaluation(records)
  const checks = (records.run?.checks ?? []).filter((check) =>
    check.criteria.some((number) => number === criterion.number),
  )
  const conformance: Conformance = criterion.notApplicable
    ? 'notApplicable'
    : open.some((state) => failing.has(state.finding.severity))
      ? 'doesNotSupport'
      : open.length > 0 || checks.some((check) => check.outcome === 'failed')
        ? 'partiallySupports'
        : evaluation
          ? 'supports'
          : 'notEvaluated'
  return { criterion, conformance, evaluation, checks, checkedOn: records.run?.date ?? null, open, fixed }
}

/** Every row of the report, in the criteria list's order. */
export function conformanceReport(
  criteria: readonly SuccessCriterion[],
  records: Records = recorded,
): ConformanceRow[] {
  const known = new Set(criteria.map((criterion) => criterion.number))
  const unknown = records.findings.flatMap((finding) =>
    finding.criteria.filter((number) => !known.has(number)).map((number) => `${finding.id} → ${number}`),
  )
  if (unknown.length > 0)
    throw new Error(
      `Findings name criteria the report does not list: ${unknown.join(', ')}. Add them to src/content/accessibility/wcagCriteria.ts or correct the findings.`,
    )
  return criteria.map((criterion) => conformanceRow(criterion, records))
}

/** A requirement of EN 301 549 beyond clause 9: not applicable with its reason, supported once an evaluation assessed it, else not evaluated. */
export function clauseConformance(clause: EnClause, records: Records = recorded): Conformance {
  if (clause.notApplicable) return 'notApplicable'
  return records.evaluations.some((evaluation) => evaluation.clauses?.includes(clause.clause))
    ? 'supports'
    : 'notEvaluated'
}

/** How many rows have each conformance level. */
export function conformanceSummary(levels: readonly Conformance[]): Record<Conformance, number> {
  const summary: Record<Conformance, number> = {
    supports: 0,
    partiallySupports: 0,
    doesNotSupport: 0,
    notApplicable: 0,
    notEvaluated: 0,
  }
  for (const level of levels) summary[level] += 1
  return summary
}

/**
 * The statement's compliance status, in the model statements' words. "Fully compliant" needs every
 * row of the report at "Supports" or "Not applicable" and a last full evaluation that found
 * nothing: fixes shown by our own tests keep the status at "partially compliant" until an
 * evaluation confirms them.
 */
export type ComplianceStatus = 'partiallyCompliant' | 'fullyCompliant'

/** Why the status is not "fully compliant", each a sentence of the statement. */
export type PartialReason = 'openFindings' | 'notEvaluated' | 'awaitingEvaluation'

export function complianceStatus(
  levels: readonly Conformance[],
  records: Records = recorded,
): { status: ComplianceStatus; reasons: PartialReason[] } {
  const evaluation = lastFullEvaluation(records)
  const reasons: PartialReason[] = []
  if (
    levels.some((level) => level === 'doesNotSupport' || level === 'partiallySupports') ||
    knownIssues(records).length > 0
  )
    reasons.push('openFindings')
  if (levels.some((level) => level === 'notEvaluated') || !evaluation) reasons.push('notEvaluated')
  if (evaluation && evaluation.found.length + evaluation.stillTrue.length > 0) reasons.push('awaitingEvaluation')
  return { status: reasons.length === 0 ? 'fullyCompliant' : 'partiallyCompliant', reasons }
}

/** The statement's status, from every row of the conformance report: the WCAG criteria and the other EN 301 549 clauses. */
export function statementStatus(records: Records = recorded) {
  const levels = [
    ...conformanceReport(successCriteria, records).map((row) => row.conformance),
    ...records.clauses.map((clause) => clauseConformance(clause, records)),
  ]
  return complianceStatus(levels, records)
}

/** The date the report stands at: the latest of the last full evaluation, the recorded run and the statement's review. */
export function reportDate(records: Records, reviewed: IsoDate): IsoDate {
  const dates = [reviewed, lastFullEvaluation(records)?.date, records.run?.date].filter((date) => date !== undefined)
  return dates.reduce((latest, date) => (date > latest ? date : latest))
}
