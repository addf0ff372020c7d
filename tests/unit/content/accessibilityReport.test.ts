/**
 * The accessibility statement and the conformance report are derived from one findings list:
 * these tests pin the rules of that derivation and prove the two cannot disagree.
 */
import { describe, expect, it } from 'vitest'
import {
  accessibilityFindings,
  fixed,
  open,
  type AccessibilityFinding,
  type IsoDate,
} from '../../../src/content/accessibility/accessibilityFindings'
import {
  complianceStatus,
  conformanceReport,
  conformanceRow,
  conformanceSummary,
  fixedIssues,
  knownIssues,
  lastReviewed,
  type ConformanceRow,
} from '../../../src/content/accessibility/accessibilityReport'
import {
  criterionByNumber,
  successCriteria,
  type SuccessCriterion,
} from '../../../src/content/accessibility/wcagCriteria'

/** A finding with defaults: open, minor, on 1.1.1. */
function finding(overrides: Partial<AccessibilityFinding> & { id: string }): AccessibilityFinding {
  return {
    criteria: ['1.1.1'],
    severity: 'minor',
    source: 'audit',
    found: '2026-11-27',
    status: open('2026-12-11'),
    ...overrides,
  }
}

/** The list with one finding's status changed, as the commit that fixes it changes it. */
function withStatus(
  findings: readonly AccessibilityFinding[],
  id: string,
  status: AccessibilityFinding['status'],
): AccessibilityFinding[] {
  return findings.map((entry) => (entry.id === id ? { ...entry, status } : entry))
}

/** The list as it stood on the audit's day: every finding open but P-01, which these pages fixed. */
const asAudited: AccessibilityFinding[] = accessibilityFindings.map((entry) =>
  entry.id === 'P-01' ? entry : { ...entry, status: open('2026-12-11') },
)
const allFixed = (on: IsoDate) =>
  asAudited.map((entry) => ({ ...entry, status: entry.status.state === 'fixed' ? entry.status : fixed(on) }))
const rowOf = (rows: ConformanceRow[], number: string) => rows.find((row) => row.criterion.number === number)!
const criterion = (number: string): SuccessCriterion => criterionByNumber(number)

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

describe('the statement', () => {
  it('is "partially compliant" while any finding is open, advisories included, and "fully compliant" when none is', () => {
    expect(complianceStatus([finding({ id: 'X-1', severity: 'advisory', criteria: [] })])).toBe('partiallyCompliant')
    expect(complianceStatus([finding({ id: 'X-1', status: fixed('2026-12-01') })])).toBe('fullyCompliant')
    expect(complianceStatus([])).toBe('fullyCompliant')
  })

  it('lists the open findings worst first, then by planned date and id, and leaves the fixed ones out', () => {
    const findings = [
      finding({ id: 'X-3', severity: 'minor', status: open('2026-12-01') }),
      finding({ id: 'X-2', severity: 'minor', status: open('2026-12-01') }),
      finding({ id: 'X-4', severity: 'advisory', criteria: [] }),
      finding({ id: 'X-5', severity: 'minor', status: open('2026-11-30') }),
      finding({ id: 'X-1', severity: 'blocker', status: open('2027-01-15') }),
      finding({ id: 'X-6', severity: 'blocker', status: fixed('2026-11-28') }),
    ]
    expect(knownIssues(findings).map((entry) => entry.id)).toEqual(['X-1', 'X-5', 'X-2', 'X-3', 'X-4'])
  })

  it('lists the fixed findings with their dates, most recent first', () => {
    const findings = [
      finding({ id: 'X-1', status: fixed('2026-12-02') }),
      finding({ id: 'X-2' }),
      finding({ id: 'X-3', status: fixed('2026-12-09') }),
    ]
    expect(fixedIssues(findings).map((entry) => [entry.id, entry.status.on])).toEqual([
      ['X-3', '2026-12-09'],
      ['X-1', '2026-12-02'],
    ])
  })

  it('was last reviewed when it was prepared, or at the last fix since', () => {
    expect(lastReviewed([finding({ id: 'X-1' })], '2026-11-27')).toBe('2026-11-27')
    expect(
      lastReviewed(
        [finding({ id: 'X-1', status: fixed('2026-12-03') }), finding({ id: 'X-2', status: fixed('2026-11-20') })],
        '2026-11-27',
      ),
    ).toBe('2026-12-03')
  })
})

describe('a row of the conformance report', () => {
  it('"Does not support" while a blocker or serious finding on it is open', () => {
    expect(
      conformanceRow(criterion('1.4.3'), [finding({ id: 'X-1', criteria: ['1.4.3'], severity: 'blocker' })])
        .conformance,
    ).toBe('doesNotSupport')
    expect(
      conformanceRow(criterion('1.4.3'), [
        finding({ id: 'X-1', criteria: ['1.4.3'], severity: 'serious' }),
        finding({ id: 'X-2', criteria: ['1.4.3'] }),
      ]).conformance,
    ).toBe('doesNotSupport')
  })

  it('"Partially supports" while only moderate or minor findings on it are open', () => {
    const row = conformanceRow(criterion('1.4.3'), [
      finding({ id: 'X-1', criteria: ['1.4.3'], severity: 'moderate' }),
      finding({ id: 'X-2', criteria: ['1.4.3'], severity: 'serious', status: fixed('2026-12-01') }),
    ])
    expect(row.conformance).toBe('partiallySupports')
    expect(row.open.map((entry) => entry.id)).toEqual(['X-1'])
    expect(row.fixed.map((entry) => [entry.id, entry.status.on])).toEqual([['X-2', '2026-12-01']])
  })

  it('"Supports" when every finding on it is fixed, naming them and their dates; findings on other criteria do not count', () => {
    const row = conformanceRow(criterion('2.4.7'), [
      finding({ id: 'X-1', criteria: ['2.4.7'], severity: 'blocker', status: fixed('2026-12-04') }),
      finding({ id: 'X-2', criteria: ['1.4.3'], severity: 'blocker' }),
    ])
    expect(row.conformance).toBe('supports')
    expect(row.fixed.map((entry) => entry.id)).toEqual(['X-1'])
    expect(row.open).toEqual([])
  })

  it('"Not applicable" for a criterion that cannot apply, and a finding on such a criterion is an error', () => {
    expect(conformanceRow(criterion('1.2.2'), []).conformance).toBe('notApplicable')
    expect(() => conformanceRow(criterion('1.2.2'), [finding({ id: 'X-1', criteria: ['1.2.2'] })])).toThrow(
      /X-1 is on 1\.2\.2.*does not apply/,
    )
  })

  it('refuses a finding on a criterion the report does not list', () => {
    expect(() => conformanceReport(successCriteria, [finding({ id: 'X-1', criteria: ['2.4.13' as '1.1.1'] })])).toThrow(
      /X-1 → 2\.4\.13/,
    )
  })
})

describe('the findings list', () => {
  const rows = conformanceReport(successCriteria, accessibilityFindings)

  it('has each finding once, and every finding of the audit with the audit date', () => {
    const ids = accessibilityFindings.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
    const auditIds = [...Array.from({ length: 20 }, (_, index) => `A11Y-${String(index + 1).padStart(2, '0')}`), 'P-01']
    expect(accessibilityFindings.filter((entry) => entry.source === 'audit').map((entry) => entry.id)).toEqual(auditIds)
    expect(
      accessibilityFindings.filter((entry) => entry.source === 'audit').every((entry) => entry.found === '2026-11-27'),
    ).toBe(true)
  })

  it('says "fully compliant" exactly when no finding is open, and then no row falls short', () => {
    const anyOpen = accessibilityFindings.some((entry) => entry.status.state === 'open')
    expect(complianceStatus(accessibilityFindings)).toBe(anyOpen ? 'partiallyCompliant' : 'fullyCompliant')
    if (!anyOpen)
      expect(rows.every((row) => row.conformance === 'supports' || row.conformance === 'notApplicable')).toBe(true)
  })

  it('gives advisories and P-01 no failed criterion, and every other finding at least one', () => {
    for (const entry of accessibilityFindings)
      expect(entry.criteria.length === 0, entry.id).toBe(entry.severity === 'advisory' || entry.id === 'P-01')
  })

  it("makes the report of the audit's day what the audit found: the blocker and serious criteria fail, the site is partially compliant", () => {
    const rows = conformanceReport(successCriteria, asAudited)
    expect(complianceStatus(asAudited)).toBe('partiallyCompliant')
    expect(rows.filter((row) => row.conformance === 'doesNotSupport').map((row) => row.criterion.number)).toEqual([
      '1.4.3',
      '1.4.11',
      '2.4.7',
      '2.4.11',
    ])
    expect(rows.filter((row) => row.conformance === 'partiallySupports').map((row) => row.criterion.number)).toEqual([
      '1.3.1',
      '1.4.10',
      '1.4.12',
      '2.4.3',
      '2.4.4',
      '2.5.3',
      '3.1.2',
      '3.3.1',
      '3.3.2',
      '3.3.3',
      '3.3.4',
      '4.1.2',
    ])
    expect(conformanceSummary(rows)).toEqual({
      supports: 33,
      partiallySupports: 12,
      doesNotSupport: 4,
      notApplicable: 7,
    })
  })
})

describe('the statement and the report cannot disagree', () => {
  /** What each page says about each finding and criterion, from one list. */
  function bothPages(findings: readonly AccessibilityFinding[]) {
    return {
      status: complianceStatus(findings),
      known: knownIssues(findings),
      fixed: fixedIssues(findings),
      rows: conformanceReport(successCriteria, findings),
    }
  }

  it("a criterion the report does not fully support always has its finding in the statement's known issues, and the statement is not fully compliant", () => {
    const pages = bothPages(asAudited)
    const knownIds = new Set(pages.known.map((entry) => entry.id))
    for (const row of pages.rows.filter(
      (entry) => entry.conformance === 'doesNotSupport' || entry.conformance === 'partiallySupports',
    )) {
      expect(row.open.length, row.criterion.number).toBeGreaterThan(0)
      for (const entry of row.open) expect(knownIds.has(entry.id), `${entry.id} on ${row.criterion.number}`).toBe(true)
    }
    expect(pages.status).toBe('partiallyCompliant')
  })

  it("every open finding on a criterion is named in that criterion's row", () => {
    const pages = bothPages(asAudited)
    for (const entry of pages.known)
      for (const number of entry.criteria)
        expect(rowOf(pages.rows, number).open.map((open) => open.id)).toContain(entry.id)
  })

  it.each(asAudited.filter((entry) => entry.status.state === 'open').map((entry) => entry.id))(
    'fixing %s moves it on both pages at once',
    (id) => {
      const before = bothPages(asAudited)
      const after = bothPages(withStatus(asAudited, id, fixed('2026-12-05')))
      const changed = asAudited.find((entry) => entry.id === id)!
      expect(before.known.map((entry) => entry.id)).toContain(id)
      expect(after.known.map((entry) => entry.id)).not.toContain(id)
      expect(after.fixed.find((entry) => entry.id === id)?.status.on).toBe('2026-12-05')
      for (const number of changed.criteria) {
        expect(rowOf(after.rows, number).open.map((entry) => entry.id)).not.toContain(id)
        expect(rowOf(after.rows, number).fixed.map((entry) => entry.id)).toContain(id)
      }
      // The rows of other criteria do not move.
      const untouched = (rows: ConformanceRow[]) =>
        rows
          .filter((row) => !changed.criteria.some((number) => number === row.criterion.number))
          .map((row) => row.conformance)
      expect(untouched(after.rows)).toEqual(untouched(before.rows))
    },
  )

  it('fixing A11Y-01 alone lifts 1.4.3 to "Supports" but leaves 1.4.11 and 2.4.7 with their other open findings', () => {
    const { rows } = bothPages(withStatus(asAudited, 'A11Y-01', fixed('2026-12-01')))
    expect(rowOf(rows, '1.4.3').conformance).toBe('supports')
    expect(rowOf(rows, '1.4.11').conformance).toBe('partiallySupports')
    expect(rowOf(rows, '2.4.7').conformance).toBe('partiallySupports')
  })

  it('with every finding fixed, the statement is fully compliant and every row supports or does not apply', () => {
    const pages = bothPages(allFixed('2026-12-11'))
    expect(pages.status).toBe('fullyCompliant')
    expect(pages.known).toEqual([])
    expect(new Set(pages.rows.map((row) => row.conformance))).toEqual(new Set(['supports', 'notApplicable']))
    expect(lastReviewed(allFixed('2026-12-11'))).toBe('2026-12-11')
  })

  it('with one finding still open, the statement is not fully compliant, even an advisory that moves no row', () => {
    const findings = withStatus(allFixed('2026-12-11'), 'A11Y-20', open('2026-12-11'))
    const pages = bothPages(findings)
    expect(pages.status).toBe('partiallyCompliant')
    expect(pages.known.map((entry) => entry.id)).toEqual(['A11Y-20'])
  })
})
