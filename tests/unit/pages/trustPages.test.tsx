/**
 * The security overview, the Trust Centre and the company page as rendered, in every language
 * (design review 2026-12-01, DES-02 and DES-06): every business fact comes from
 * src/content/trust/trustFacts.ts, a fact not given prints nothing, a sample prints marked as one
 * in words with a notice at the top, and the pages are linked from the footer, the menu, the
 * disclosure policy's breadcrumb and the pages that used to say "we do not claim certifications".
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, type HTMLElement } from 'node-html-parser'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderPageInLanguage } from '../../fixtures/renderPageInLanguage'
import { languages, type Language } from '../../../routes.config'
import { mainNavigation } from '../../../src/app/shell/mainNavigation'
import { Breadcrumbs } from '../../../src/components/sections/Breadcrumbs'
import { site } from '../../../src/config/site'
import { given, notGiven, sample, samplePaths } from '../../../src/content/trust/businessFact'
import { companyFacts, trustFacts } from '../../../src/content/trust/trustFacts'
import { createI18n } from '../../../src/i18n/createI18n'
import { formatMonthYear } from '../../../src/i18n/formatDate'
import { keyUsage } from '../../../src/i18n/keyUsage'
import { LanguageContext } from '../../../src/i18n/LanguageContext'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import CompanyPage from '../../../src/pages/company/CompanyPage'
import SecurityPage from '../../../src/pages/security/SecurityPage'
import IndustriesPage from '../../../src/pages/solutions/IndustriesPage'
import TrustCentrePage from '../../../src/pages/trust/TrustCentrePage'
import { localizedPath } from '../../../src/routing/localizedPath'
import { renderFooter } from '../../fixtures/renderFooter'

const namespaces = ['common', 'security', 'trust-centre', 'company', 'industries'] as const

beforeAll(() => Promise.all(languages.map((language) => loadNamespaces(language, [...namespaces]))))

function render(Page: ComponentType, namespace: string, language: Language): HTMLElement {
  return parse(renderPageInLanguage({ element: <Page />, language, namespace, namespaces }))
}
const trustCentre = (language: Language, facts: typeof trustFacts = trustFacts) =>
  render(() => <TrustCentrePage facts={facts} />, 'trust-centre', language)
const companyPage = (language: Language, facts: typeof companyFacts = companyFacts) =>
  render(() => <CompanyPage facts={facts} />, 'company', language)

/** An element's text as read aloud: a space between elements, runs of white space as one. */
const text = (root: HTMLElement | null | undefined) =>
  parse((root?.innerHTML ?? '').replace(/<[^>]+>/g, ' '))
    .text.replace(/\s+/g, ' ')
    .trim()
/** A locale file, its strings spaced as text() reads them (French no-break spaces as plain ones). */
const json = (language: Language, namespace: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../locales', language, `${namespace}.json`), 'utf8').replace(
      /[\u00a0\u202f]/g,
      ' ',
    ),
  )
const badge = (language: Language) => json(language, 'common').samples.badge as string
const hrefs = (root: HTMLElement) => root.querySelectorAll('a').map((a) => a.getAttribute('href'))
const path = (page: Parameters<typeof localizedPath>[0]['page'], language: Language) =>
  localizedPath({ page, language })
/** The rows of the table in section `id`, each as its text. */
const rows = (root: HTMLElement, id: string) => root.querySelectorAll(`#${id} tbody tr`).map((row) => text(row))

const apns = trustFacts.subProcessors.find((fact) => fact.state === 'given' && fact.value.id === 'apns')!
/** Samples, given facts and facts not given side by side, with names no real fact has. */
const mixedTrust: typeof trustFacts = {
  schemes: [
    given({ scheme: 'Scheme Given', status: 'held', month: '2026-03' }),
    sample({ scheme: 'Scheme Sampled', status: 'inAudit', month: '2027-02' }),
    notGiven(),
  ],
  tests: [notGiven(), sample({ tester: 'Tester Sampled', scope: ['apps', 'servers'], month: '2026-09' })],
  documents: trustFacts.documents,
  subProcessors: [apns, notGiven()],
}
const allGivenTrust: typeof trustFacts = {
  ...mixedTrust,
  schemes: [given({ scheme: 'Scheme Given', status: 'planned', month: '2027-06' })],
  tests: [given({ tester: 'Tester Given', scope: ['infrastructure'], month: '2026-09' })],
}
const noneGivenTrust: typeof trustFacts = { ...mixedTrust, schemes: [notGiven()], tests: [notGiven(), notGiven()] }
const mixedCompany: typeof companyFacts = {
  founded: notGiven(),
  owners: [sample({ name: 'Owner Sampled', shares: 'over75' })],
  leadership: [
    given({ name: 'Leader Given', role: 'chiefExecutive' }),
    notGiven(),
    sample({ name: 'Leader Sampled', role: 'chiefInformationSecurity' }),
  ],
  pressEmail: notGiven(),
}
const allGivenCompany: typeof companyFacts = {
  founded: given(2019),
  owners: [given({ name: 'Owner Given', shares: 'over50' })],
  leadership: [given({ name: 'Leader Given', role: 'chiefTechnology' })],
  pressEmail: given('press@vaultline.example'),
}
const noneGivenCompany: typeof companyFacts = {
  founded: notGiven(),
  owners: [notGiven()],
  leadership: [notGiven()],
  pressEmail: notGiven(),
}

describe('DES-06: the security overview', () => {
  it.each(languages)(
    'is a page that leads to the Trust Centre, the encryption design, the disclosure policy, verified downloads, the company page and the accessibility statement, with the security address (%s)',
    (language) => {
      const page = render(SecurityPage, 'security', language)
      expect(text(page.querySelector('h1'))).toBe(json(language, 'security').hero.title)
      expect(hrefs(page.querySelector('#topics')!)).toEqual(
        (
          ['trustCentre', 'encryption', 'vulnerabilityDisclosure', 'downloads', 'company', 'accessibility'] as const
        ).map((id) => path(id, language)),
      )
      expect(hrefs(page)).toContain(`mailto:${site.email.security}`)
    },
  )

  it.each(languages)(
    'is where the disclosure policy’s breadcrumb "Security" leads, as a link, not plain text (%s)',
    (language) => {
      const trail = parse(
        renderToString(
          <I18nextProvider i18n={createI18n(language, ['common'])}>
            <LanguageContext.Provider value={language}>
              <MemoryRouter>
                <Breadcrumbs page="vulnerabilityDisclosure" />
              </MemoryRouter>
            </LanguageContext.Provider>
          </I18nextProvider>,
        ),
      )
      const security = trail.querySelectorAll('li')[1]!
      expect(security.querySelector('a')?.getAttribute('href')).toBe(path('security', language))
      expect(text(security)).toBe(json(language, 'common').breadcrumb.security)
    },
  )
})

describe('DES-02: the Trust Centre', () => {
  it.each(languages)(
    'prints a given fact as it is, a sample with its mark in words, and nothing of a fact not given (%s)',
    (language) => {
      const page = trustCentre(language, mixedTrust)
      const mark = badge(language)
      const schemes = rows(page, 'schemes')
      expect(schemes).toHaveLength(2)
      expect(schemes[0]).toBe(
        `Scheme Given ${json(language, 'trust-centre').schemes.statuses.held} ${json(language, 'trust-centre').schemes.dates.held.replace('{{date}}', formatMonthYear('2026-03', language))}`,
      )
      expect(schemes[1]!.startsWith(`${mark} Scheme Sampled `)).toBe(true)
      const tests = rows(page, 'tests')
      expect(tests).toHaveLength(1)
      expect(tests[0]).toContain(`${mark} Tester Sampled `)
      expect(tests[0]).toContain(formatMonthYear('2026-09', language))
      expect(rows(page, 'subProcessors')).toHaveLength(1)
      expect(page.querySelectorAll('[data-sample-mark]')).toHaveLength(2)
      expect(text(page.querySelector('[role="note"]'))).toContain(json(language, 'common').samples.explanation)
    },
  )

  it.each(languages)('shows no mark and no notice when every fact is given (%s)', (language) => {
    const page = trustCentre(language, allGivenTrust)
    expect(page.querySelectorAll('[data-sample-mark]')).toHaveLength(0)
    expect(page.querySelector('[role="note"]')).toBeNull()
    expect(text(page)).not.toContain(badge(language))
    expect(rows(page, 'tests')[0]).toContain('Tester Given')
  })

  it.each(languages)(
    'says where status and testers stand, instead of an empty table, when none is given (%s)',
    (language) => {
      const page = trustCentre(language, noneGivenTrust)
      const copy = json(language, 'trust-centre')
      expect(page.querySelector('#schemes table')).toBeNull()
      expect(text(page.querySelector('#schemes'))).toContain(copy.schemes.empty)
      expect(page.querySelector('#tests table')).toBeNull()
      expect(text(page.querySelector('#tests'))).toContain(copy.tests.empty)
    },
  )

  it.each(languages)(
    'as published, marks every sample of the facts file, and links the public documents, the protocol and the data residency (%s)',
    (language) => {
      const page = trustCentre(language)
      expect(page.querySelectorAll('[data-sample-mark]')).toHaveLength(samplePaths(trustFacts).length)
      expect(page.querySelector('[role="note"]') !== null).toBe(samplePaths(trustFacts).length > 0)
      expect(hrefs(page.querySelector('#documents')!)).toEqual([
        '/.well-known/security.txt',
        path('vulnerabilityDisclosure', language),
        path('encryption', language),
        `${path('downloads', language)}#verify`,
      ])
      expect(rows(page, 'residency')).toHaveLength(3)
      expect(hrefs(page.querySelector('#protocol')!)).toEqual([path('encryption', language)])
      // The push providers the site names, with the service from src/content/facts.ts.
      expect(text(page.querySelector('#subProcessors'))).toContain('Apple Push Notification service')
      expect(text(page.querySelector('#subProcessors'))).toContain('Firebase Cloud Messaging')
    },
  )
})

describe('DES-06: the company page', () => {
  it.each(languages)(
    'names owners and leaders only as given or as marked samples, and prints no founding year or press address not given (%s)',
    (language) => {
      const page = companyPage(language, mixedCompany)
      const copy = json(language, 'company')
      const mark = badge(language)
      expect(rows(page, 'owners')).toEqual([`${mark} Owner Sampled ${copy.owners.shares.over75}`])
      expect(rows(page, 'leadership')).toEqual([
        `Leader Given ${copy.leadership.roles.chiefExecutive}`,
        `${mark} Leader Sampled ${copy.leadership.roles.chiefInformationSecurity}`,
      ])
      expect(page.querySelectorAll('[data-sample-mark]')).toHaveLength(2)
      expect(text(page.querySelector('#glance'))).not.toContain(copy.glance.labels.founded)
      expect(text(page.querySelector('#contacts'))).not.toContain(copy.contacts.labels.press)
    },
  )

  it.each(languages)('prints the founding year and the press address once given, with no mark (%s)', (language) => {
    const page = companyPage(language, allGivenCompany)
    const copy = json(language, 'company')
    expect(text(page.querySelector('#glance'))).toContain(`${copy.glance.labels.founded} 2019`)
    expect(hrefs(page.querySelector('#contacts')!)).toContain('mailto:press@vaultline.example')
    expect(page.querySelectorAll('[data-sample-mark]')).toHaveLength(0)
    expect(page.querySelector('[role="note"]')).toBeNull()
  })

  it('names the head office’s city as each language writes it, as the page’s own sentences do (London in French is Londres)', () => {
    const cityOf = (language: Language) =>
      text(companyPage(language, allGivenCompany).querySelector('#glance')).match(
        new RegExp(`${json(language, 'company').glance.labels.headOffice}\\s*(\\p{L}+),`, 'u'),
      )?.[1]
    expect(Object.fromEntries(languages.map((language) => [language, cityOf(language)]))).toEqual({
      en: 'London',
      es: 'Londres',
      pt: 'Londres',
      fr: 'Londres',
      de: 'London',
    })
  })

  it.each(languages)('says owners and leaders are not listed yet when none is given (%s)', (language) => {
    const page = companyPage(language, noneGivenCompany)
    const copy = json(language, 'company')
    expect(text(page.querySelector('#owners'))).toContain(copy.owners.empty)
    expect(text(page.querySelector('#leadership'))).toContain(copy.leadership.empty)
    expect(page.querySelectorAll('table')).toHaveLength(0)
  })

  it.each(languages)(
    'as published, gives the facts the company has given: its name, head office, registration, contacts, cleared staff and the law that reaches it (%s)',
    (language) => {
      const page = companyPage(language)
      const all = text(page)
      expect(page.querySelectorAll('[data-sample-mark]')).toHaveLength(samplePaths(companyFacts).length)
      expect(all).toContain(site.registration.number)
      // The review found a telephone number only on the German legal pages.
      expect(hrefs(page)).toContain(`tel:${site.phone.replace(/\s/g, '')}`)
      expect(all).toContain(site.address[1]!)
      expect(all).toContain('SC')
      expect(all).toContain('Investigatory Powers Act 2016')
      expect(hrefs(page)).toEqual(
        expect.arrayContaining([
          `mailto:${site.email.sales}`,
          `mailto:${site.email.support}`,
          `mailto:${site.email.security}`,
          `${path('encryption', language)}#server-operators`,
          path('trustCentre', language),
        ]),
      )
    },
  )
})

describe('DES-02 and DES-06: the way to the new pages', () => {
  it.each(languages)(
    'the footer links the company page, the Trust Centre and the security overview (%s)',
    (language) => {
      const footer = parse(renderFooter(language))
      expect(hrefs(footer)).toEqual(
        expect.arrayContaining([path('company', language), path('trustCentre', language), path('security', language)]),
      )
    },
  )

  it('the menu’s Resources group opens with the Trust Centre', () => {
    const resources = mainNavigation.find((entry) => entry.label === 'nav.resources')
    expect(resources?.items?.[0]?.page).toBe('trustCentre')
  })

  it.each(languages)('the industries page points to the Trust Centre for certification status (%s)', (language) => {
    const page = render(IndustriesPage, 'industries', language)
    const link = page.querySelector(`#approach a[href="${path('trustCentre', language)}"]`)
    expect(text(link)).toBe(json(language, 'common').sectionLinks.trustCentreStatus)
  })
})

describe('every string of the three pages', () => {
  it('is rendered with one state of the facts or another', { timeout: 120_000 }, () => {
    for (const facts of [trustFacts, mixedTrust, allGivenTrust, noneGivenTrust]) trustCentre('en', facts)
    for (const facts of [companyFacts, mixedCompany, allGivenCompany, noneGivenCompany]) companyPage('en', facts)
    render(SecurityPage, 'security', 'en')
    const used = keyUsage().used
    const leafKeys = (value: unknown, prefix = ''): string[] =>
      value !== null && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key))
        : [prefix]
    for (const namespace of ['security', 'trust-centre', 'company']) {
      // The page frame renders `meta` (head tags) on every page; the build checks those.
      const unused = leafKeys(json('en', namespace)).filter(
        (key) => !key.startsWith('meta.') && !used.has(`${namespace}:${key}`),
      )
      expect(unused, `keys of ${namespace} no state renders`).toEqual([])
    }
    expect(leafKeys(json('en', 'common').samples, 'samples').filter((key) => !used.has(`common:${key}`))).toEqual([])
  })
})
