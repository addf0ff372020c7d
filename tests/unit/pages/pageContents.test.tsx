/**
 * Design review 2026-12-01, DES-07: the long reference pages (Trust Centre, company, legal,
 * disclosure policy, accessibility statement and report, encryption, FAQs, downloads, the
 * out-of-band guide, the consumer apps, the comparison, the Voice Gateway, the solutions hub, pricing, contact, get started) opened with text beside
 * an empty dark band. Their hero now carries "On this page": a link to every band of the page that
 * has a heading, named as that heading names it, in the page's order, in every language the page
 * is published in, so the panel cannot fall behind when a band is added, removed or renamed.
 */
import type { ComponentType } from 'react'
import { parse } from 'node-html-parser'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { languages, type PageId, routes } from '../../../routes.config'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import AccessibilityStatementPage from '../../../src/pages/accessibility/AccessibilityStatementPage'
import ConformanceReportPage from '../../../src/pages/accessibility/ConformanceReportPage'
import CompanyPage from '../../../src/pages/company/CompanyPage'
import CompetitorComparisonPage from '../../../src/pages/comparison/CompetitorComparisonPage'
import ConsumerAppsPage from '../../../src/pages/consumer/ConsumerAppsPage'
import DownloadsPage from '../../../src/pages/downloads/DownloadsPage'
import EncryptionPage from '../../../src/pages/encryption/EncryptionPage'
import FaqsPage from '../../../src/pages/faqs/FaqsPage'
import CookiesPage from '../../../src/pages/legal/CookiesPage'
import OutOfBandPage from '../../../src/pages/out-of-band/OutOfBandPage'
import PrivacyPage from '../../../src/pages/legal/PrivacyPage'
import VoiceGatewayPage from '../../../src/pages/products/VoiceGatewayPage'
import PricingPreviewPage from '../../../src/pages/pricing/PricingPreviewPage'
import SolutionsPage from '../../../src/pages/solutions/SolutionsPage'
import ContactPage from '../../../src/pages/contact/ContactPage'
import GetStartedPage from '../../../src/pages/get-started/GetStartedPage'
import TermsPage from '../../../src/pages/legal/TermsPage'
import VulnerabilityDisclosurePage from '../../../src/pages/security/VulnerabilityDisclosurePage'
import TrustCentrePage from '../../../src/pages/trust/TrustCentrePage'
import { renderPageInLanguage } from '../../fixtures/renderPageInLanguage'

// The store codes are a build-time module (scripts/plugins/storeQrPlugin.ts); any code draws the page.
vi.mock('virtual:store-qr-codes', () => ({
  default: {
    ios: { size: 1, path: 'M0 0h1v1h-1z', url: 'https://example.test/ios' },
    android: { size: 1, path: 'M0 0h1v1h-1z', url: 'https://example.test/android' },
  },
}))

const pages: [PageId, ComponentType][] = [
  ['trustCentre', TrustCentrePage],
  ['company', CompanyPage],
  ['legalPrivacy', PrivacyPage],
  ['legalTerms', TermsPage],
  ['legalCookies', CookiesPage],
  ['vulnerabilityDisclosure', VulnerabilityDisclosurePage],
  ['accessibility', AccessibilityStatementPage],
  ['accessibilityConformance', ConformanceReportPage],
  ['encryption', EncryptionPage],
  ['faqs', FaqsPage],
  ['downloads', DownloadsPage],
  ['outOfBand', OutOfBandPage],
  ['consumerApps', ConsumerAppsPage],
  ['competitorComparison', CompetitorComparisonPage],
  ['productVoiceGateway', VoiceGatewayPage],
  ['solutions', SolutionsPage],
  ['pricing', PricingPreviewPage],
  ['contact', ContactPage],
  ['getStarted', GetStartedPage],
]
const namespacesOf = (page: PageId) => {
  const definition = routes.pages[page] as { namespace: string; sharedNamespaces?: readonly string[] }
  return ['common', definition.namespace, ...(definition.sharedNamespaces ?? [])]
}
/** The languages a page is published in: all five, or English only ('root'). */
const languagesOf = (page: PageId) => (routes.pages[page].availability === 'all' ? languages : (['en'] as const))

beforeAll(() =>
  Promise.all(
    languages.map((language) =>
      loadNamespaces(
        language,
        pages.filter(([page]) => languagesOf(page).includes(language)).flatMap(([page]) => namespacesOf(page)),
      ),
    ),
  ),
)

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

describe('DES-07: a long reference page opens with what it holds', () => {
  for (const [page, Page] of pages)
    it.each(languagesOf(page))(
      `DES-07: the ${page} hero links to every band with a heading, by that heading (%s)`,
      (language) => {
        const namespaces = namespacesOf(page)
        const document = parse(
          renderPageInLanguage({ element: <Page />, language, namespace: namespaces[1]!, namespaces }),
        )
        const hero = document.querySelector('section')!
        const contents = hero.querySelector('nav[aria-labelledby="page-contents-heading"]')
        expect(contents, 'the hero has no contents panel').not.toBeNull()
        const links = contents!.querySelectorAll('a').map((link) => ({
          target: link.getAttribute('href'),
          text: squash(link.text),
        }))
        const bands = document
          .querySelectorAll('section[id]')
          .filter((band) => band.querySelector('h2') !== null)
          .map((band) => ({ target: `#${band.id}`, text: squash(band.querySelector('h2')!.text) }))
        expect(bands.length).toBeGreaterThanOrEqual(3)
        expect(links).toEqual(bands)
        for (const link of links) expect(link.text, `${link.target} has no name`).not.toBe('')
      },
    )
})
