/**
 * The apps' SoftwareApplication markup (SEO 2026-11-27 M3): it declared `price: "0"` for a product
 * licensed per user per year, and the same app appeared as a second entity on the government
 * downloads page. Now the app is marked up once, on /downloads/, without a price, and the
 * government page is a WebPage about it; the build's structured-data check refuses either defect.
 */
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { structuredDataProblems } from '../../../dist-check/checks/structuredData'
import { site } from '../../../src/config/site'
import { breadcrumbList, softwareApplication, webPageAbout, type JsonLd } from '../../../src/seo/structuredData'

const downloadsUrl = `${site.siteUrl}/downloads/`
const governmentUrl = `${site.siteUrl}/downloads/government/`
const app = softwareApplication({ url: downloadsUrl, description: 'The Vaultline apps.', language: 'en' })
const government = webPageAbout({
  url: governmentUrl,
  name: 'Downloads for government',
  description: 'The apps for a government deployment.',
  language: 'en',
  downloadsUrl,
})

/** A page with its JSON-LD and the breadcrumbs it shows, which the check compares with the BreadcrumbList. */
function page(items: readonly JsonLd[], crumbs: readonly string[]) {
  const visible = crumbs.map((name, index) =>
    index < crumbs.length - 1
      ? `<li><a href="${index === 0 ? '/' : '/downloads/'}">${name}</a></li>`
      : `<li>${name}</li>`,
  )
  const list = breadcrumbList(
    crumbs.map((name, index) =>
      index < crumbs.length - 1 ? { name, url: index === 0 ? `${site.siteUrl}/` : downloadsUrl } : { name },
    ),
  )
  return parse(
    `<html><head>${[list, ...items].map((item) => `<script type="application/ld+json">${JSON.stringify(item)}</script>`).join('')}</head>` +
      `<body><nav data-slot="breadcrumbs"><ol>${visible.join('')}</ol></nav></body></html>`,
  )
}

const downloads = { kind: 'page', language: 'en', page: 'downloads', path: '/downloads/' } as const
const downloadsGovernment = {
  kind: 'page',
  language: 'en',
  page: 'downloadsGovernment',
  path: '/downloads/government/',
} as const

describe('seo 2026-11-27 M3: the apps’ structured data', () => {
  it('names no price, offer or rating: the apps are licensed per user per year, and there are no genuine ratings', () => {
    expect(app['@type']).toBe('SoftwareApplication')
    for (const claim of ['offers', 'price', 'aggregateRating', 'review']) expect(app).not.toHaveProperty(claim)
  })

  it('is one entity: the government page is a WebPage about the app on /downloads/, not a second app', () => {
    expect(government['@type']).toBe('WebPage')
    expect(government.about).toEqual({ '@id': app['@id'] })
    expect(app['@id']).toBe(`${downloadsUrl}#app`)
  })

  it('passes the build’s check as written, which fails a price of 0 and a second app on the government page', () => {
    expect(structuredDataProblems(downloads, page([app], ['Home', 'Downloads']))).toEqual([])
    expect(
      structuredDataProblems(downloadsGovernment, page([government], ['Home', 'Downloads', 'Government'])),
    ).toEqual([])
    const priced = { ...app, offers: { '@type': 'Offer', price: '0', priceCurrency: 'GBP' } }
    expect(structuredDataProblems(downloads, page([priced], ['Home', 'Downloads']))).toContainEqual(
      expect.stringMatching(/^SoftwareApplication: offers \(remove it/),
    )
    const secondApp = { ...app, url: governmentUrl }
    expect(
      structuredDataProblems(downloadsGovernment, page([secondApp], ['Home', 'Downloads', 'Government'])),
    ).toContain('types are [BreadcrumbList, SoftwareApplication], expected [BreadcrumbList, WebPage]')
  })
})
