/** The sitemap's files and URLs; their <lastmod>: tests/unit/content/contentDates.test.ts. */
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { blogIndexPageSize } from '../../../routes.config'
import { sitemapFiles, sitemapLimits, sitemapUrls } from '../../../scripts/hosting/sitemap'
import { site } from '../../../src/config/site'
import { expandRoutes } from '../../../src/routing/routeTable'

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })
const slugs = (count: number) => Array.from({ length: count }, (_, i) => `post-${i + 1}`)
const entries = expandRoutes({ en: slugs(40), es: slugs(40), pt: slugs(40), fr: slugs(40), de: slugs(10) })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

describe('sitemap', () => {
  it('keeps to the protocol’s limits for one file: 50,000 URLs and 50 MB', () => {
    expect(sitemapLimits).toEqual({ urls: 50_000, bytes: 50 * 1024 * 1024 })
  })

  it('is one urlset file while the site fits in it', async () => {
    const files = await sitemapFiles(entries)
    expect(files.map((f) => f.file)).toEqual(['sitemap.xml'])
    expect(XMLValidator.validate(files[0]!.xml)).toBe(true)
    expect(locs(files[0]!.xml)).toHaveLength(sitemapUrls(entries).length)
  })

  it('becomes an index of numbered files, each within the limits, once it would pass a limit', async () => {
    const urls = sitemapUrls(entries)
    const limits = { urls: 100, bytes: 60_000 }
    const files = await sitemapFiles(entries, limits)
    const [index, ...parts] = files
    expect(index!.file).toBe('sitemap.xml')
    expect(parser.parse(index!.xml).sitemapindex.sitemap.map((s: { loc: string }) => s.loc)).toEqual(
      parts.map((part) => `${site.siteUrl}/${part.file}`),
    )
    expect(parts.map((part) => part.file)).toEqual(parts.map((_, i) => `sitemap-${i + 1}.xml`))
    for (const part of parts) {
      expect(XMLValidator.validate(part.xml), part.file).toBe(true)
      expect(locs(part.xml).length, part.file).toBeLessThanOrEqual(limits.urls)
      expect(Buffer.byteLength(part.xml), part.file).toBeLessThanOrEqual(limits.bytes)
    }
    // Every page once, in order, with its language versions kept.
    expect(parts.flatMap((part) => locs(part.xml))).toEqual(urls.map((url) => url.url))
  })

  it('cuts at whichever limit comes first', async () => {
    const count = sitemapUrls(entries).length
    const byUrls = (await sitemapFiles(entries, { urls: 100, bytes: sitemapLimits.bytes })).slice(1)
    expect(byUrls.map((part) => locs(part.xml).length)).toEqual([
      ...Array.from({ length: Math.floor(count / 100) }, () => 100),
      ...(count % 100 ? [count % 100] : []),
    ])
    const byBytes = (await sitemapFiles(entries, { urls: sitemapLimits.urls, bytes: 100_000 })).slice(1)
    // One URL per file: each file's bytes beyond those of an empty urlset are that URL's.
    const single = (await sitemapFiles(entries, { urls: 1, bytes: sitemapLimits.bytes })).slice(1)
    const emptyUrlset = (xml: string) => Buffer.byteLength(xml.replace(/<url>[\s\S]*<\/url>/, ''))
    const largestUrl = Math.max(...single.map(({ xml }) => Buffer.byteLength(xml) - emptyUrlset(xml)))
    expect(byBytes.length).toBeGreaterThan(1)
    for (const part of byBytes) expect(Buffer.byteLength(part.xml)).toBeLessThanOrEqual(100_000)
    // Filled before cutting: no part but the last could have taken one more URL.
    for (const part of byBytes.slice(0, -1)) expect(Buffer.byteLength(part.xml) + largestUrl).toBeGreaterThan(100_000)
  })

  it('lists the blog index’s later pages with language versions only where all five languages have them', async () => {
    const xml = (await sitemapFiles(entries))[0]!.xml
    // 40 posts make later index pages in en, es, pt and fr; German's 10 do not.
    expect(blogIndexPageSize).toBeLessThan(40)
    const page2 = sitemapUrls(entries).find((url) => url.url === `${site.siteUrl}/blog/page/2/`)
    // German has 10 posts, so no /de/blog/page/2: the English page 2 has no complete set of versions.
    expect(page2).toBeDefined()
    expect(page2!.links).toEqual([])
    expect(xml).toMatch(new RegExp(`<loc>${site.siteUrl}/blog/page/2/</loc>(?!<xhtml:link)`))
    expect(xml).toContain(`<loc>${site.siteUrl}/fr/blog/page/2/</loc>`)
    expect(xml).not.toContain('/de/blog/page/')
  })
})
