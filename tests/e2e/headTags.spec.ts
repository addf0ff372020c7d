import { expect, test } from '@playwright/test'
import type { Language, PageId } from '../../routes.config'
import { localizedPath, type RouteParams } from '../../src/routing/localizedPath'
import { waitForHydration } from './hydrated'

/**
 * SEO-2 (SEO review 2026-12-01): the head a crawler's renderer snapshots is the prerendered head at
 * every instant, before, during and after hydration. The review measured every SEO tag (canonical,
 * hreflang, description, robots, Open Graph, JSON-LD) removed by the client's head manager during
 * hydration and put back up to half a second later (src/seo/SiteHead.tsx says why and how
 * that no longer happens).
 */

/** The head tags search engines and link previews read, as the review lists them. */
const seoTags = [
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(', ')

/** Page types and languages, with a post, a noindex page and a not-found page among them. */
const pages: { page: PageId | 'notFound'; language: Language; params?: RouteParams }[] = [
  { page: 'home', language: 'en' },
  { page: 'products', language: 'en' },
  { page: 'faqs', language: 'de' },
  { page: 'faqs', language: 'es' },
  { page: 'legalPrivacy', language: 'es' },
  { page: 'threatApplication', language: 'fr' },
  { page: 'blogPost', language: 'fr', params: { slug: 'voice-cloning-and-the-ceo-call' } },
  { page: 'downloads', language: 'pt' },
  { page: 'pricing', language: 'en' },
  { page: 'notFound', language: 'de' },
]

const pathOf = ({ page, language, params }: (typeof pages)[number]) =>
  page === 'notFound'
    ? `${localizedPath({ page: 'home', language })}no-such-page/`
    : localizedPath({ page, language, params })

interface HeadLog {
  /** The SEO tags as parsed from the HTML, recorded at DOMContentLoaded. */
  parsed: string[]
  /** Every SEO tag taken out of the document, at any time. */
  removed: string[]
}

for (const entry of pages) {
  const path = pathOf(entry)
  test(`SEO-2: no SEO head tag leaves the document while ${path} hydrates, and the head ends as the server wrote it`, async ({
    page,
  }) => {
    // Installed before the document is parsed, so nothing the page's scripts do escapes it.
    await page.addInitScript((selector) => {
      const log: HeadLog = { parsed: [], removed: [] }
      ;(window as unknown as { seo2: HeadLog }).seo2 = log
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.removedNodes)
            if (node instanceof Element && node.matches(selector)) log.removed.push(node.outerHTML)
      }).observe(document, { subtree: true, childList: true })
      document.addEventListener('DOMContentLoaded', () => {
        log.parsed = [...document.querySelectorAll(selector)].map((element) => element.outerHTML)
      })
    }, seoTags)
    // A phone's CPU: hydration takes longer, as on the review's loaded machine, so a gap has room to show.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(path)
    await waitForHydration(page)
    // The head manager writes a frame after it renders: two frames on, whatever it was going to do is done.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    )
    const log = await page.evaluate(() => (window as unknown as { seo2: HeadLog }).seo2)
    const now = await page.locator(seoTags).evaluateAll((elements) => elements.map((element) => element.outerHTML))
    expect(log.parsed, 'the prerendered page has SEO tags').not.toEqual([])
    expect(log.removed, 'SEO tags removed from the document').toEqual([])
    expect([...now].sort(), 'the head after hydration').toEqual([...log.parsed].sort())
  })
}
