/**
 * The accessibility statement and the conformance report as rendered, in every language and in
 * every state of the findings list: the audit's day (all open but P-01), one finding fixed, all fixed, all open. Every string
 * of their two namespaces is rendered in one of these states (so the keys that only some states
 * render, listed in src/i18n/clientOnlyKeys.ts, are never dead), and both pages move together.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, type HTMLElement } from 'node-html-parser'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { languages, type Language } from '../../../routes.config'
import { breadcrumbTrail } from '../../../src/routing/breadcrumbTrail'
import {
  accessibilityFindings,
  fixed,
  open,
  type AccessibilityFinding,
} from '../../../src/content/accessibility/accessibilityFindings'
import { createI18n } from '../../../src/i18n/createI18n'
import { keyUsage } from '../../../src/i18n/keyUsage'
import { LanguageContext } from '../../../src/i18n/LanguageContext'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { PageNamespaceContext } from '../../../src/i18n/pageCopy'
import AccessibilityStatementPage from '../../../src/pages/accessibility/AccessibilityStatementPage'
import ConformanceReportPage from '../../../src/pages/accessibility/ConformanceReportPage'
import { renderFooter } from '../../fixtures/renderFooter'

const namespaces = ['common', 'accessibility', 'accessibility-conformance'] as const

beforeAll(() => Promise.all(languages.map((language) => loadNamespaces(language, [...namespaces]))))

function render(
  page: 'statement' | 'report',
  language: Language,
  findings: readonly AccessibilityFinding[],
): HTMLElement {
  const Page = page === 'statement' ? AccessibilityStatementPage : ConformanceReportPage
  const html = renderToString(
    <I18nextProvider i18n={createI18n(language, namespaces)}>
      <LanguageContext.Provider value={language}>
        <PageNamespaceContext.Provider value={page === 'statement' ? 'accessibility' : 'accessibility-conformance'}>
          <MemoryRouter>
            <Page findings={findings} />
          </MemoryRouter>
        </PageNamespaceContext.Provider>
      </LanguageContext.Provider>
    </I18nextProvider>,
  )
  return parse(html)
}

/** The list as it stood on the audit's day: every finding open but P-01 (which the statement itself fixed). */
const asAudited = accessibilityFindings.map((entry) =>
  entry.id === 'P-01' ? entry : { ...entry, status: open('2026-12-11') },
)
const withStatus = (
  id: string,
  status: AccessibilityFinding['status'],
  findings: readonly AccessibilityFinding[] = asAudited,
) => findings.map((entry) => (entry.id === id ? { ...entry, status } : entry))
const allFixed = accessibilityFindings.map((entry) => ({ ...entry, status: fixed('2026-12-11') }))
const allOpen = accessibilityFindings.map((entry) => ({ ...entry, status: open('2026-12-11') }))
const states = { today: asAudited, oneFixed: withStatus('A11Y-01', fixed('2026-12-01')), allFixed, allOpen }

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
  it.each(languages)('is rendered in one state of the findings list or another (%s)', (language) => {
    for (const findings of Object.values(states)) {
      render('statement', language, findings)
      render('report', language, findings)
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
  it('on the audit\'s day: partially compliant on both pages, A11Y-01 a known issue with its date, 1.4.3 "Does not support" naming it', () => {
    const statement = render('statement', 'en', states.today)
    const report = render('report', 'en', states.today)
    expect(text(statement.querySelector('#compliance-status'))).toContain(
      'This website is partially compliant with WCAG 2.2 level AA',
    )
    expect(text(report.querySelector('#about-this-report'))).toContain('Overall status Partially compliant')
    const known = text(statement.querySelector('#non-accessible-content'))
    expect(known).toContain('Navigation menu unreadable on small screens and when zoomed')
    expect(known).toMatch(
      /Planned fix 11 December 2026 WCAG 2\.2 success criteria 1\.4\.3 Contrast \(Minimum\) 1\.4\.11 Non-text Contrast 2\.4\.7 Focus Visible Severity Blocker Reference A11Y-01/,
    )
    expect(text(statement.querySelector('#fixed'))).toContain(
      'No accessibility statement or conformance report Fixed on 27 November 2026',
    )
    expect(text(rowOf(report, '1.4.3'))).toBe(
      '1.4.3 Contrast (Minimum) Does not support 9.1.4.3 A11Y-01 (Blocker): Navigation menu unreadable on small screens and when zoomed. Fix planned by 11 December 2026.',
    )
    expect(text(rowOf(report, '2.4.11'))).toContain('None: new in WCAG 2.2')
    expect(text(rowOf(report, '4.1.1'))).toBe(
      '4.1.1 Parsing Supports 9.4.1.1 Removed from WCAG 2.2 as obsolete, but still a requirement of EN 301 549 V3.2.1. Every page the build writes is checked as valid HTML before it is published.',
    )
    expect(text(rowOf(report, '1.2.2'))).toBe(
      '1.2.2 Captions (Prerecorded) Not applicable 9.1.2.2 The website has no audio, video or other time-based media.',
    )
  })

  it("fixing one finding moves it on both pages: out of the known issues, into the fixed list and into its rows' remarks, with the date", () => {
    const statement = render('statement', 'fr', states.oneFixed)
    const report = render('report', 'fr', states.oneFixed)
    const title = 'Menu de navigation illisible sur petit écran et en cas de zoom'
    expect(text(statement.querySelector('#non-accessible-content'))).not.toContain(title)
    expect(text(statement.querySelector('#fixed'))).toContain(`${title} Corrigé le 1er décembre 2026`)
    expect(text(rowOf(report, '1.4.3'))).toBe(
      `1.4.3 Contraste (minimum) Pris en charge 9.1.4.3 A11Y-01 : ${title}. Corrigé le 1er décembre 2026.`,
    )
    expect(text(rowOf(report, '1.4.11'))).toContain('Partiellement pris en charge')
    // The statement was reviewed when the fix was recorded; the report carries the same date.
    expect(text(statement.querySelector('#preparation'))).toContain(
      'Elle a été révisée pour la dernière fois le 1er décembre 2026.',
    )
    expect(text(report.querySelector('#about-this-report'))).toContain('Date du rapport 1er décembre 2026')
  })

  it('with every finding fixed, both pages say fully compliant and the statement says it knows of no problem', () => {
    const statement = render('statement', 'de', states.allFixed)
    const report = render('report', 'de', states.allFixed)
    expect(text(statement.querySelector('#compliance-status'))).toContain(
      'Diese Website ist vollständig konform mit den WCAG 2.2, Stufe AA',
    )
    expect(text(statement.querySelector('#non-accessible-content'))).toContain(
      'Uns ist kein Problem mit der Barrierefreiheit dieser Website bekannt.',
    )
    expect(text(report.querySelector('#about-this-report'))).toContain('Gesamtstand Vollständig konform')
    const levels = report.querySelectorAll('tbody tr td:nth-child(2)').map((cell) => text(cell))
    expect(new Set(levels)).toEqual(new Set(['Unterstützt', 'Nicht anwendbar']))
  })
})

describe("the report's tables", () => {
  it.each(languages)(
    'are real tables in a labelled, focusable region, with column and row headers (%s)',
    (language) => {
      const report = render('report', language, states.today)
      const tables = report.querySelectorAll('table')
      expect(tables).toHaveLength(2)
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
      expect(tables.flatMap((table) => table.querySelectorAll('tbody tr'))).toHaveLength(56)
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
