/**
 * sitemap.xml (indexable pages only, with hreflang alternates); robots.txt (./robots.ts) names it. A site
 * too large for one file under the protocol's limits gets sitemap-1.xml, sitemap-2.xml, … and a
 * sitemap.xml that indexes them, so robots.txt and search consoles keep the same address.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { defaultLanguage, languages, routes } from '../../routes.config'
import { site } from '../../src/config/site'
import type { RouteEntry } from '../../src/routing/routeTable'

type PageEntry = Extract<RouteEntry, { kind: 'page' }>

/** What one sitemap file may hold (sitemaps.org): 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const sitemapLimits = { urls: 50_000, bytes: 52_428_800 } as const

const urlsetOpen = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
`
const urlsetClose = `
</urlset>
`

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Page entries grouped by page and parameters: the language versions of one document. */
function versionsOf(pages: readonly PageEntry[]): Map<string, PageEntry[]> {
  const groups = new Map<string, PageEntry[]>()
  for (const entry of pages) {
    const key = `${entry.page}|${entry.params?.slug ?? ''}|${entry.params?.page ?? ''}`
    const group = groups.get(key)
    if (group) group.push(entry)
    else groups.set(key, [entry])
  }
  return groups
}

/** One <url> element per indexable page, with its language versions when it exists in all of them, and when what it says last changed (scripts/content/contentDates.ts). */
export function sitemapUrls(
  entries: readonly RouteEntry[],
  lastModified: (entry: PageEntry) => string | undefined = () => undefined,
): string[] {
  const pages = entries.filter((e): e is PageEntry => e.kind === 'page' && routes.pages[e.page].indexable)
  const urls: string[] = []
  for (const versions of versionsOf(pages).values()) {
    const complete = versions.length === languages.length
    for (const entry of versions) {
      const alternates = complete
        ? [
            ...versions.map(
              (v) =>
                `    <xhtml:link rel="alternate" hreflang="${v.language}" href="${escapeXml(site.siteUrl + v.path)}"/>`,
            ),
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(site.siteUrl + versions.find((v) => v.language === defaultLanguage)!.path)}"/>`,
          ]
        : []
      const lastmod = lastModified(entry)
      urls.push(
        [
          `  <url>`,
          `    <loc>${escapeXml(site.siteUrl + entry.path)}</loc>`,
          ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
          ...alternates,
          `  </url>`,
        ].join('\n'),
      )
    }
  }
  return urls
}

/** The URLs cut into files that each stay within the limits, in order. */
function splitUrls(urls: readonly string[], limits: { urls: number; bytes: number }): string[][] {
  const frame = Buffer.byteLength(urlsetOpen) + Buffer.byteLength(urlsetClose)
  const files: string[][] = [[]]
  let bytes = frame
  for (const url of urls) {
    const size = Buffer.byteLength(url) + 1
    const current = files.at(-1)!
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      files.push([url])
      bytes = frame + size
    } else {
      current.push(url)
      bytes += size
    }
  }
  return files
}

/** Every sitemap file to write: sitemap.xml alone, or sitemap.xml indexing sitemap-1.xml, sitemap-2.xml, … */
export function sitemapFiles(
  entries: readonly RouteEntry[],
  limits: { urls: number; bytes: number } = sitemapLimits,
  lastModified?: (entry: PageEntry) => string | undefined,
): { file: string; xml: string }[] {
  const parts = splitUrls(sitemapUrls(entries, lastModified), limits).map(
    (urls) => `${urlsetOpen}${urls.join('\n')}${urlsetClose}`,
  )
  if (parts.length === 1) return [{ file: 'sitemap.xml', xml: parts[0]! }]
  const files = parts.map((xml, index) => ({ file: `sitemap-${index + 1}.xml`, xml }))
  const index = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${files.map(({ file }) => `  <sitemap>\n    <loc>${escapeXml(`${site.siteUrl}/${file}`)}</loc>\n  </sitemap>`).join('\n')}
</sitemapindex>
`
  return [{ file: 'sitemap.xml', xml: index }, ...files]
}

/** Writes the sitemap file(s); returns how many page URLs they list. */
export async function writeSitemap(
  distDir: string,
  entries: readonly RouteEntry[],
  lastModified?: (entry: PageEntry) => string | undefined,
): Promise<number> {
  const files = sitemapFiles(entries, sitemapLimits, lastModified)
  for (const { file, xml } of files) await writeFile(join(distDir, file), xml)
  // The index lists <sitemap> elements, so counting <url> counts pages.
  return files.reduce((count, { xml }) => count + (xml.match(/<url>/g) ?? []).length, 0)
}
