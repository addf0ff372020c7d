/**
 * The accessibility statement and the conformance report are derived from recorded results only:
 * the evaluations people made and the last recorded automated run. These tests pin the rules of
 * that derivation (issue 40, item 2) and prove no flag on a finding can make it "fixed".
 */
import { describe, expect, it } from 'vitest'
import {
  accessibilityFindings,
  type AccessibilityFinding,
} from '../../../src/content/accessibility/accessibilityFindings'
import {
  complianceStatus,
  conformanceReport,
  conformanceRow,
  findingState,
  fixedIssues,
  knownIssues,
  recorded,
  statementStatus,
  type Records,
} from '../../../src/content/accessibility/accessibilityReport'
import type { AutomatedRun } from '../../../src/content/accessibility/automatedRun'
import { evaluations, type Evaluation } from '../../../src/content/accessibility/evaluations'
import { enClauses } from '../../../src/content/accessibility/en301549Clauses'
import {
  criterionByNumber,
  successCriteria,
  type SuccessCriterion,
} from '../../../src/content/accessibility/wcagCriteria'

const criterion = (number: string): SuccessCriterion => criterionByNumber(number)

/** A finding of a review of 1 December, minor, on 1.1.1. */
function finding(overrides: Partial<AccessibilityFinding> & { id: string }): AccessibilityFinding {
  return {
    criteria: ['1.1.1'],
    severity: 'minor',
    source: '2026-12-01/accessibility',
    found: '2026-12-01',
    plannedFix: '2026-12-15',
    ...overrides,
  }
}

function evaluation(overrides: Partial<Evaluation> & { id: string; date: Evaluation['date'] }): Evaluation {
  return {
    build: 'abc1234',
    by: { kind: 'outsideAuditor', organisation: null },
    scope: 'wcag22aa',
    found: [],
    stillTrue: [],
    ...overrides,
  }
}

function run(overrides: Partial<AutomatedRun> = {}): AutomatedRun {
  return { date: '2026-12-02', build: 'def5678', browser: 'Chromium 156', checks: [], findings: {}, ...overrides }
}

const audit = evaluation({ id: 'audit', date: '2026-12-01', found: ['X-1', 'X-2'] })
const records = (overrides: Partial<Records>): Records => ({
  findings: [],
  evaluations: [audit],
  clauses: [],
  run: null,
  ...overrides,
})

describe('the success criteria', () => {
  it('are the 55 of WCAG 2.2 at levels A and AA (31 A, 24 AA), each once, plus 4.1.1 Parsing', () => {
    const numbers = successCriteria.map((entry) => entry.number)
    expect(new Set(numbers).size).toBe(numbers.length)
    const current = successCriteria.filter((entry) => !('obsoleteInWcag22' in entry))
    expect(current.filter((entry) => entry.level === 'A')).toHaveLength(31)
    expect(current.filter((entry) => entry.level === 'AA')).toHaveLength(24)
    expect(
      successCriteria.filter((entry) => 'obsoleteInWcag22' in entry).map((entry) => [entry.number, entry.en301549]),
    ).toEqual([['4.1.1', '9.4.1.1']])
  })

  it('carry their EN 301 549 clause 9 number, except the six WCAG 2.2 added', () => {
    expect(criterion('1.4.10').en301549).toBe('9.1.4.10')
    expect(criterion('4.1.3').en301549).toBe('9.4.1.3')
    expect(successCriteria.filter((entry) => entry.en301549 === null).map((entry) => entry.number)).toEqual([
      '2.4.11',
      '2.5.7',
      '2.5.8',
      '3.2.6',
      '3.3.7',
      '3.3.8',
    ])
  })

  it('say which do not apply: time-based media, audio control and motion actuation; 3.3.4 applies (the staff account page deletes data)', () => {
    expect(successCriteria.filter((entry) => 'notApplicable' in entry).map((entry) => entry.number)).toEqual([
      '1.2.1',
      '1.2.2',
      '1.2.3',
      '1.2.4',
      '1.2.5',
      '1.4.2',
      '2.5.4',
    ])
  })
})

describe('a finding', () => {
  const x1 = finding({ id: 'X-1' })

  it('carries no status of its own: nothing in the findings list can say "fixed"', () => {
    for (const entry of accessibilityFindings)
      expect(Object.keys(entry).sort(), entry.id).toEqual([
        'criteria',
        'found',
        'id',
        'plannedFix',
        'severity',
        'source',
      ])
  })

  it('stays open while no recorded result shows it fixed', () => {
    expect(findingState(x1, records({ findings: [x1] })).state).toBe('open')
  })

  it('is shown fixed by a recorded run in which its tests passed, after it was found', () => {
    const state = findingState(x1, records({ findings: [x1], run: run({ findings: { 'X-1': 'passed' } }) }))
    expect(state).toMatchObject({ state: 'fixed', on: '2026-12-02', evidence: { by: 'automatedRun' } })
  })

  it('stays open when its tests failed, did not run, or ran before it was last seen', () => {
    expect(findingState(x1, records({ run: run({ findings: { 'X-1': 'failed' } }) })).state).toBe('open')
    expect(findingState(x1, records({ run: run({ findings: { 'X-2': 'passed' } }) })).state).toBe('open')
    expect(findingState(x1, records({ run: run({ date: '2026-12-01', findings: { 'X-1': 'passed' } }) })).state).toBe(
      'open',
    )
  })

  it('finds its tests by its tag: a 2026-11-27 finding by review, name and ID', () => {
    const old = finding({ id: 'A11Y-03', source: '2026-11-27/accessibility', found: '2026-11-27' })
    const byTag = run({ findings: { 'accessibility 2026-11-27 A11Y-03': 'passed' } })
    expect(findingState(old, records({ evaluations: [], run: byTag })).state).toBe('fixed')
    expect(findingState(old, records({ evaluations: [], run: run({ findings: { 'A11Y-03': 'passed' } }) })).state).toBe(
      'open',
    )
  })

  it('is shown fixed by a later full evaluation that did not find it again, and not by one that found it still true', () => {
    const later = evaluation({ id: 'later', date: '2026-12-20' })
    expect(findingState(x1, records({ evaluations: [audit, later] }))).toMatchObject({
      state: 'fixed',
      on: '2026-12-20',
      evidence: { by: 'evaluation' },
    })
    const stillTrue = evaluation({ id: 'later', date: '2026-12-20', stillTrue: ['X-1'] })
    expect(findingState(x1, records({ evaluations: [audit, stillTrue] })).state).toBe('open')
    // A test run after the evaluation that found it still true does show it fixed.
    expect(
      findingState(
        x1,
        records({ evaluations: [audit, stillTrue], run: run({ date: '2026-12-21', findings: { 'X-1': 'passed' } }) }),
      ).state,
    ).toBe('fixed')
  })

  it('lists open findings worst first, then by planned date and id; fixed ones most recent proof first', () => {
    const findings = [
      finding({ id: 'X-3', plannedFix: '2026-12-20' }),
      finding({ id: 'X-2', plannedFix: '2026-12-20' }),
      finding({ id: 'X-5', plannedFix: '2026-12-10' }),
      finding({ id: 'X-1', severity: 'blocker', plannedFix: '2027-01-15' }),
      finding({ id: 'X-6', severity: 'blocker' }),
      finding({ id: 'X-7' }),
    ]
    const state = records({
      findings,
      evaluations: [audit],
      run: run({ date: '2026-12-03', findings: { 'X-6': 'passed', 'X-7': 'passed' } }),
    })
    expect(knownIssues(state).map((entry) => entry.finding.id)).toEqual(['X-1', 'X-5', 'X-2', 'X-3'])
    expect(fixedIssues(state).map((entry) => [entry.finding.id, entry.on])).toEqual([
      ['X-6', '2026-12-03'],
      ['X-7', '2026-12-03'],
    ])
  })
})

describe('a row of the conformance report', () => {
  it('"Not evaluated" while no full evaluation has tested the criterion', () => {
    expect(conformanceRow(criterion('1.4.3'), records({ evaluations: [] })).conformance).toBe('notEvaluated')
  })

  it('"Supports" when a full evaluation tested it and found nothing on it', () => {
    expect(conformanceRow(criterion('1.4.3'), records({})).conformance).toBe('supports')
  })

  it('"Does not support" while a blocker or serious finding on it is not shown fixed, "Partially supports" for a lesser one', () => {
    const serious = finding({ id: 'X-1', criteria: ['1.4.3'], severity: 'serious' })
    const minor = finding({ id: 'X-2', criteria: ['1.4.3'] })
    expect(conformanceRow(criterion('1.4.3'), records({ findings: [serious, minor] })).conformance).toBe(
      'doesNotSupport',
    )
    expect(conformanceRow(criterion('1.4.3'), records({ findings: [minor] })).conformance).toBe('partiallySupports')
  })

  it('"Supports" once every finding on it is shown fixed by its tests, naming them; findings on other criteria do not count', () => {
    const row = conformanceRow(
      criterion('2.4.7'),
      records({
        findings: [
          finding({ id: 'X-1', criteria: ['2.4.7'], severity: 'serious' }),
          finding({ id: 'X-2', criteria: ['1.4.3'], severity: 'blocker' }),
        ],
        run: run({ findings: { 'X-1': 'passed' } }),
      }),
    )
    expect(row.conformance).toBe('supports')
    expect(row.fixed.map((entry) => entry.finding.id)).toEqual(['X-1'])
    expect(row.open).toEqual([])
  })

  it('"Partially supports" when an automated check that screens it failed in the recorded run', () => {
    const failing = run({ checks: [{ id: 'keyboard', criteria: ['2.4.7'], tests: 3, outcome: 'failed' }] })
    const row = conformanceRow(criterion('2.4.7'), records({ run: failing }))
    expect(row.conformance).toBe('partiallySupports')
    expect(row.checks.map((check) => check.id)).toEqual(['keyboard'])
  })

  it('"Not applicable" for a criterion that cannot apply, and a finding on such a criterion is an error', () => {
    expect(conformanceRow(criterion('1.2.2'), records({})).conformance).toBe('notApplicable')
    expect(() =>
      conformanceRow(criterion('1.2.2'), records({ findings: [finding({ id: 'X-1', criteria: ['1.2.2'] })] })),
    ).toThrow(/X-1 is on 1\.2\.2.*does not apply/)
  })

  it('refuses a finding on a criterion the report does not list', () => {
    expect(() =>
      conformanceReport(
        successCriteria,
        records({ findings: [finding({ id: 'X-1', criteria: ['2.4.13' as '1.1.1'] })] }),
      ),
    ).toThrow(/X-1 → 2\.4\.13/)
  })
})

describe('the compliance status', () => {
  it('is "partially compliant" while any row is not "Supports" or "Not applicable"', () => {
    const clean = records({ evaluations: [evaluation({ id: 'clean', date: '2026-12-01' })] })
    expect(complianceStatus(['supports', 'notApplicable'], clean)).toEqual({ status: 'fullyCompliant', reasons: [] })
    expect(complianceStatus(['supports', 'notEvaluated'], clean)).toEqual({
      status: 'partiallyCompliant',
      reasons: ['notEvaluated'],
    })
    expect(complianceStatus(['supports', 'partiallySupports'], clean).reasons).toEqual(['openFindings'])
  })

  it('stays "partially compliant" after every finding of the last evaluation is shown fixed by our own tests, until an evaluation confirms it', () => {
    const x1 = finding({ id: 'X-1' })
    const fixedByTests = records({ findings: [x1], run: run({ findings: { 'X-1': 'passed' } }) })
    expect(complianceStatus(['supports'], fixedByTests)).toEqual({
      status: 'partiallyCompliant',
      reasons: ['awaitingEvaluation'],
    })
    const confirmed = records({ findings: [x1], evaluations: [audit, evaluation({ id: 'later', date: '2026-12-20' })] })
    expect(complianceStatus(['supports'], confirmed).status).toBe('fullyCompliant')
  })

  it('is "partially compliant" with no evaluation at all', () => {
    expect(complianceStatus(['supports'], records({ evaluations: [] })).reasons).toContain('notEvaluated')
  })
})

describe('the recorded state', () => {
  it('ACC-01 / L-3: the statement says "partially compliant" from the records, and no row of the report reads "Supports" without a full evaluation behind it', () => {
    const { status } = statementStatus(recorded)
    expect(status).toBe('partiallyCompliant')
    for (const row of conformanceReport(successCriteria, recorded))
      if (row.conformance === 'supports') expect(row.evaluation, row.criterion.number).not.toBeNull()
  })

  it('ACC-01: each of the six criteria the 1 December evaluation failed reads "Supports" only if every finding on it is shown fixed by a recorded result', () => {
    for (const number of ['2.4.3', '2.4.7', '2.4.11', '3.1.2', '3.3.1', '4.1.2']) {
      const row = conformanceRow(criterion(number), recorded)
      if (row.conformance === 'supports')
        expect(
          row.fixed.every((state) => state.evidence.by === 'automatedRun' || state.evidence.by === 'evaluation'),
        ).toBe(true)
      else expect(row.open.length, number).toBeGreaterThan(0)
    }
  })

  it('ACC-10: the report answers EN 301 549 beyond clause 9, and a clause no one evaluated reads "Not evaluated"', () => {
    expect(enClauses.map((clause) => clause.clause)).toEqual([
      '5.2',
      '10',
      '11',
      '12.1.1',
      '12.1.2',
      '12.2.2',
      '12.2.3',
      '12.2.4',
    ])
    expect(statementStatus(recorded).reasons).toContain('notEvaluated')
  })

  it("has each finding once; every finding an evaluation recorded is in the list, with that evaluation's date", () => {
    const ids = accessibilityFindings.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const entry of evaluations)
      for (const id of [...entry.found, ...entry.stillTrue]) {
        const found = accessibilityFindings.find((item) => item.id === id)
        expect(found, id).toBeDefined()
        if (entry.found.includes(id)) expect(found!.found, id).toBe(entry.date)
      }
  })

  it('gives advisories and the statement findings no failed criterion, and every other finding at least one', () => {
    const aboutTheStatement = new Set(['P-01', 'ACC-01', 'ACC-10'])
    for (const entry of accessibilityFindings)
      expect(entry.criteria.length === 0, entry.id).toBe(
        entry.severity === 'advisory' || aboutTheStatement.has(entry.id),
      )
  })
})
