/**
 * The accessibility statement and the conformance report as rendered, in every language and in
 * every state of the records: as recorded today, with a test run that shows every finding fixed,
 * with a later full evaluation that found nothing, and with no evaluation at all. Every string of
 * their two namespaces is rendered in one of these states (so the keys that only some states
 * render, listed in src/i18n/clientOnlyKeys.ts, are never dead), and both pages move together.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, type HTMLElement } from 'node-html-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderPageInLanguage } from '../../fixtures/renderPageInLanguage'
import { languages, type Language } from '../../../routes.config'
import { breadcrumbTrail } from '../../../src/routing/breadcrumbTrail'
import { accessibilityFindings } from '../../../src/content/accessibility/accessibilityFindings'
import { recorded, type Records } from '../../../src/content/accessibility/accessibilityReport'
import { findingTag } from '../../../src/content/reviewFindingTag'
import { keyUsage } from '../../../src/i18n/keyUsage'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import AccessibilityStatementPage from '../../../src/pages/accessibility/AccessibilityStatementPage'
import ConformanceReportPage from '../../../src/pages/accessibility/ConformanceReportPage'
import { renderFooter } from '../../fixtures/renderFooter'

const namespaces = ['common', 'accessibility', 'accessibility-conformance'] as const

beforeAll(() => Promise.all(languages.map((language) => loadNamespaces(language, [...namespaces]))))

function render(page: 'statement' | 'report', language: Language, records: Records): HTMLElement {
  const Page = page === 'statement' ? AccessibilityStatementPage : ConformanceReportPage
  const namespace = page === 'statement' ? 'accessibility' : 'accessibility-conformance'
  return parse(renderPageInLanguage({ element: <Page records={records} />, language, namespace, namespaces }))
}

/** A recorded run on 3 December in which the tests of every finding passed, and one check failed. */
const passingRun: Records['run'] = {
  date: '2026-12-03',
  build: 'f00dbab',
  browser: 'Chromium 156.0.8078.114',
  checks: [
    { id: 'keyboard', criteria: ['2.1.1', '2.4.3'], tests: 12, outcome: 'passed' },
    { id: 'reflow', criteria: ['1.4.10'], tests: 6, outcome: 'failed' },
  ],
  findings: Object.fromEntries(
    accessibilityFindings.map((finding) => [
      finding.source === 'ownReview' ? finding.id : findingTag(finding.source, finding.id),
      'passed' as const,
    ]),
  ),
}
const confirmingEvaluation = {
  id: 'audit-2026-12-01',
  date: '2026-12-20',
  build: 'cafe123',
  by: { kind: 'outsideAuditor', organisation: 'Example Audit Ltd' },
  scope: 'wcag22aa',
  found: [],
  stillTrue: [],
} as const
const states = {
  today: recorded,
  /** As the records stood before the first automated run was recorded. */
  noRun: { ...recorded, run: null },
  fixedByTests: { ...recorded, run: passingRun },
  confirmed: { ...recorded, evaluations: [...recorded.evaluations, confirmingEvaluation] },
  neverEvaluated: { ...recorded, evaluations: [], findings: [] },
  /** A later evaluation that found every finding still true: all of them open. */
  allOpen: {
    ...recorded,
    evaluations: [
      ...recorded.evaluations,
      { ...confirmingEvaluation, stillTrue: accessibilityFindings.map((finding) => finding.id) },
    ],
  },
  /** A later evaluation that found nothing and assessed every EN 301 549 clause the report answers. */
  everything: {
    ...recorded,
    evaluations: [
      ...recorded.evaluations,
      { ...confirmingEvaluation, clauses: ['5.2', '12.1.1', '12.1.2', '12.2.2', '12.2.3', '12.2.4'] },
    ],
  },
} satisfies Record<string, Records>

/** An element's text as read aloud: a space between elements, runs of white space (no-break ones too) as one. */
const text = (root: HTMLElement | null | undefined) =>
  parse((root?.innerHTML ?? '').replace(/<[^>]+>/g, ' '))
    .text.replace(/\s+/g, ' ')
    .trim()
const rowOf = (report: HTMLElement, number: string) => report.querySelector(`#sc-${number.replaceAll('.', '-')}`)!
const english = (namespace: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../locales/en', `${namespace}.json`), 'utf8')) as object

function leafKeys(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key))
  return [prefix]
}

describe('every string of the statement and the report', () => {
  // Which keys a render uses does not depend on the language (each language's copy is held to the
  // same schema by pageCopy.test.ts), so one language renders every state. Fourteen full-page
  // renders: the timeout is for a busy machine, not a budget.
  it('is rendered in one state of the records or another', { timeout: 120_000 }, () => {
    for (const records of Object.values(states)) {
      render('statement', 'en', records)
      render('report', 'en', records)
    }
    const used = keyUsage().used
    for (const namespace of ['accessibility', 'accessibility-conformance']) {
      // The page frame renders `meta` (head tags) on every page; the build checks those.
      const unused = leafKeys(english(namespace)).filter(
        (key) => !key.startsWith('meta.') && !used.has(`${namespace}:${key}`),
      )
      expect(unused, `keys of ${namespace} no state renders`).toEqual([])
    }
  })
})

describe('the statement and the report, as rendered', () => {
  it('ACC-01: today, with the recorded run, both pages still say partially compliant, because the last full evaluation found problems', () => {
    const status = text(render('statement', 'en', states.today).querySelector('#compliance-status'))
    expect(status).toContain('This website is partially compliant with WCAG 2.2 level AA.')
    expect(status).not.toContain('fully compliant')
    expect(status).toContain('The last full evaluation, on 1 December 2026, found problems.')
    expect(text(render('report', 'en', states.today).querySelector('#about-this-report'))).toContain(
      'Overall status Partially compliant',
    )
  })

  it('ACC-01: without a recorded run, both pages say partially compliant and why; the findings of 1 December are non-accessible content with their planned date; 2.4.7 "Does not support" names ACC-02', () => {
    const statement = render('statement', 'en', states.noRun)
    const report = render('report', 'en', states.noRun)
    const status = text(statement.querySelector('#compliance-status'))
    expect(status).toContain('This website is partially compliant with WCAG 2.2 level AA.')
    expect(status).not.toContain('fully compliant')
    expect(status).toContain('The last full evaluation, on 1 December 2026, found problems.')
    expect(text(report.querySelector('#about-this-report'))).toContain('Overall status Partially compliant')
    expect(text(statement.querySelector('#non-accessible-content'))).toMatch(
      /No visible focus on cards in forced colours .* Planned fix 15 December 2026 WCAG 2\.2 success criteria 2\.4\.7 Focus Visible Severity Serious Reference ACC-02/,
    )
    // Fixed by the later full evaluation that did not find it again; A11Y-04 it found still true stays open.
    expect(text(statement.querySelector('#fixed'))).toContain(
      'Navigation menu unreadable on small screens and when zoomed Shown fixed 1 December 2026, by the full evaluation of that day',
    )
    expect(text(statement.querySelector('#non-accessible-content'))).toContain('Reference A11Y-04')
    expect(text(rowOf(report, '2.4.7'))).toMatch(
      /^2\.4\.7 Focus Visible Does not support 9\.2\.4\.7 Tested in the full evaluation of 1 December 2026\. ACC-02 \(Serious\): No visible focus on cards in forced colours\. Fix planned by 15 December 2026\./,
    )
    expect(text(rowOf(report, '1.1.1'))).toBe(
      '1.1.1 Non-text Content Supports 9.1.1.1 Tested in the full evaluation of 1 December 2026.',
    )
    expect(text(rowOf(report, '1.2.2'))).toBe(
      '1.2.2 Captions (Prerecorded) Not applicable 9.1.2.2 The website has no audio, video or other time-based media.',
    )
    expect(text(report.querySelector('#clause-5-2'))).toMatch(
      /^5\.2 Activation of accessibility features Not evaluated /,
    )
    expect(text(report.querySelector('#clause-10'))).toMatch(/^10 Non-web documents Not applicable /)
  })

  it('ACC-10: the statement says who tested which build and how, every contact route, what it does not cover and what comes next', () => {
    const statement = render('statement', 'en', states.today)
    const preparation = text(statement.querySelector('#preparation'))
    expect(preparation).toContain(
      'The last full evaluation was made on 1 December 2026, of build 7507727 of this website, against every WCAG 2.2 level A and AA success criterion, by an outside accessibility auditor.',
    )
    expect(preparation).toContain('An earlier full evaluation was made on 27 November 2026, of build 9ffdb76')
    expect(preparation).toMatch(/Last recorded run: \d{1,2} \w+ \d{4}, against build [0-9a-f]{7}, in Chromium/)
    expect(text(render('statement', 'en', states.noRun).querySelector('#preparation'))).toContain(
      'No run of the automated checks has been recorded yet',
    )
    expect(preparation).toMatch(
      /The last full evaluation was on 1 December 2026\. This page was published from build \S+\./,
    )
    const routes = statement.querySelector('#other-routes')!
    expect(routes.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual(['/contact/', 'tel:+442079460321'])
    expect(text(routes)).toContain('71 Lower Thames Street London EC3R 6DL United Kingdom')
    expect(text(statement.querySelector('#out-of-scope'))).toContain('The content editor at /admin/')
    expect(text(statement.querySelector('#improvements'))).toContain('the date a fix was written is never enough')
  })

  it('a recorded run in which every finding\'s tests passed moves each to what we fixed, with the run, and the rows to "Supports"; the status stays partial until an evaluation confirms it', () => {
    const statement = render('statement', 'en', states.fixedByTests)
    const report = render('report', 'en', states.fixedByTests)
    expect(text(statement.querySelector('#non-accessible-content'))).toContain(
      'We know of no open accessibility problem on this website',
    )
    expect(text(statement.querySelector('#fixed'))).toContain(
      'No visible focus on cards in forced colours Shown fixed 3 December 2026, by the recorded test run against build f00dbab',
    )
    expect(text(statement.querySelector('#compliance-status'))).toContain('This website is partially compliant')
    const row = text(rowOf(report, '2.4.7'))
    expect(row).toMatch(
      /^2\.4\.7 Focus Visible Supports 9\.2\.4\.7 Tested in the full evaluation of 1 December 2026\. /,
    )
    expect(row).toContain(
      'ACC-02: No visible focus on cards in forced colours. Shown fixed on 3 December 2026, by the recorded test run against build f00dbab.',
    )
    // A check that failed in the run lowers the rows it screens.
    expect(text(rowOf(report, '1.4.10'))).toContain('Partially supports')
    expect(text(rowOf(report, '1.4.10'))).toContain('failed on 3 December 2026')
    expect(text(statement.querySelector('#preparation'))).toContain(
      'Last recorded run: 3 December 2026, against build f00dbab, in Chromium 156.0.8078.114.',
    )
  })

  it('a later full evaluation that found nothing names its tester; with nothing evaluated every row reads "Not evaluated"', () => {
    const confirmed = render('statement', 'de', states.confirmed)
    expect(text(confirmed.querySelector('#preparation'))).toContain('Example Audit Ltd')
    const report = render('report', 'en', states.neverEvaluated)
    const levels = report.querySelectorAll('tbody tr td:nth-child(2)').map((cell) => text(cell))
    expect(new Set(levels)).toEqual(new Set(['Not evaluated', 'Not applicable']))
  })

  it('says "fully compliant" only when the last full evaluation found nothing and it assessed every requirement', () => {
    const everything = states.everything
    const statement = render('statement', 'en', everything)
    expect(text(statement.querySelector('#compliance-status'))).toContain(
      'This website is fully compliant with WCAG 2.2 level AA',
    )
    expect(text(render('report', 'en', everything).querySelector('#about-this-report'))).toContain(
      'Overall status Fully compliant',
    )
  })
})

describe("the report's tables", () => {
  it.each(languages)(
    'are real tables in a labelled, focusable region, with column and row headers (%s)',
    (language) => {
      const report = render('report', language, states.today)
      const tables = report.querySelectorAll('table')
      expect(tables).toHaveLength(3)
      for (const table of tables) {
        const region = table.parentNode!
        const caption = table.querySelector('caption')!
        expect(region.getAttribute('role')).toBe('region')
        expect(region.getAttribute('tabindex')).toBe('0')
        expect(region.getAttribute('aria-labelledby')).toBe(caption.id)
        expect(table.querySelectorAll('thead th').every((th) => th.getAttribute('scope') === 'col')).toBe(true)
        expect(
          table.querySelectorAll('tbody tr').every((row) => row.querySelector('th')?.getAttribute('scope') === 'row'),
        ).toBe(true)
      }
      expect(tables.flatMap((table) => table.querySelectorAll('tbody tr'))).toHaveLength(56 + 8)
    },
  )

  it('list level A and level AA criteria apart, 4.1.1 with level A', () => {
    const report = render('report', 'en', states.today)
    const [levelA, levelAA] = report
      .querySelectorAll('table')
      .map((table) => table.querySelectorAll('tbody th').map((th) => text(th).split(' ')[0]))
    expect(levelA).toHaveLength(32)
    expect(levelA).toContain('4.1.1')
    expect(levelAA).toHaveLength(24)
    expect(levelAA).toContain('2.4.11')
  })
})

describe('links between the two pages and to the contact address', () => {
  it.each(languages)('lead to each other in the same language and to the accessibility address (%s)', (language) => {
    const prefix = language === 'en' ? '' : `/${language}`
    const statement = render('statement', language, states.today)
    const report = render('report', language, states.today)
    expect(statement.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining([`${prefix}/accessibility/conformance-report/`, 'mailto:accessibility@vaultline.example']),
    )
    expect(report.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining([`${prefix}/accessibility/`, 'mailto:accessibility@vaultline.example']),
    )
  })
})

describe('accessibility 2026-11-27 P-01: the way to the statement', () => {
  it.each(languages)(
    "is in the footer of every page, beside the legal links, in the page's language (%s)",
    (language) => {
      const prefix = language === 'en' ? '' : `/${language}`
      const legal = parse(renderFooter(language))
        .querySelectorAll('footer nav a')
        .map((a) => a.getAttribute('href'))
      expect(legal).toEqual([
        `${prefix}/legal/privacy/`,
        `${prefix}/legal/terms/`,
        `${prefix}/legal/cookies/`,
        `${prefix}/accessibility/`,
        `${prefix}/security/vulnerability-disclosure/`,
        '/sign-in/',
      ])
    },
  )

  it('the report sits under the statement in the breadcrumb trail', () => {
    expect(breadcrumbTrail('accessibilityConformance')).toEqual([
      { page: 'home', label: 'home' },
      { page: 'accessibility', label: 'accessibility' },
      { page: 'accessibilityConformance', label: 'conformanceReport' },
    ])
  })
})
