/**
 * sitemap.xml (indexable pages only, with hreflang alternates); robots.txt (./robots.ts) names it. A site
 * too large for one file under the protocol's limits gets sitemap-1.xml, sitemap-2.xml, … and a
 * sitemap.xml that indexes them, so robots.txt and search consoles keep the same address. The XML
 * is written by the `sitemap` package; what goes in it and where files are cut is decided here.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { SitemapIndexStream, type SitemapItemLoose, SitemapStream, streamToPromise } from 'sitemap'
import { defaultLanguage, isStaged, publishedLanguages, routes } from '../../routes.config'
import { site } from '../../src/config/site'
import type { RouteEntry } from '../../src/routing/routeTable'

type PageEntry = Extract<RouteEntry, { kind: 'page' }>

/** What one sitemap file may hold (sitemaps.org): 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const sitemapLimits = { urls: 50_000, bytes: 52_428_800 } as const

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

/** One URL per indexable page, with its language versions when it exists in all of them, and when what it says last changed (scripts/content/contentDates.ts). */
export function sitemapUrls(
  entries: readonly RouteEntry[],
  lastModified: (entry: PageEntry) => string | undefined = () => undefined,
): SitemapItemLoose[] {
  // A staged language's pages are noindex and stay out until it is published (docs/adding-a-language.md).
  const pages = entries.filter(
    (e): e is PageEntry => e.kind === 'page' && routes.pages[e.page].indexable && !isStaged(e.language),
  )
  return [...versionsOf(pages).values()].flatMap((versions) => {
    const complete = versions.length === publishedLanguages.length
    const fallback = versions.find((v) => v.language === defaultLanguage)
    const links =
      complete && fallback
        ? [
            ...versions.map((v) => ({ lang: v.language, url: site.siteUrl + v.path })),
            { lang: 'x-default', url: site.siteUrl + fallback.path },
          ]
        : []
    return versions.map((entry) => {
      const lastmod = lastModified(entry)
      return { url: site.siteUrl + entry.path, links, ...(lastmod ? { lastmod } : {}) }
    })
  })
}

/** A <urlset> of these URLs: the sitemap namespace and xhtml (hreflang) only, dates as dates. */
async function urlset(urls: readonly SitemapItemLoose[]): Promise<string> {
  const stream = new SitemapStream({
    xmlns: { news: false, xhtml: true, image: false, video: false },
    lastmodDateOnly: true,
  })
  return (await streamToPromise(Readable.from(urls).pipe(stream))).toString()
}

/** The URLs cut into files that each stay within the limits, in order; sizes are those of the XML the package writes. */
async function splitUrls(
  urls: readonly SitemapItemLoose[],
  limits: { urls: number; bytes: number },
): Promise<SitemapItemLoose[][]> {
  const bytesOf = async (part: readonly SitemapItemLoose[]) => Buffer.byteLength(await urlset(part))
  if (urls.length <= limits.urls && (await bytesOf(urls)) <= limits.bytes) return [[...urls]]
  // The package writes no empty urlset: the frame is what one URL's file holds beyond that URL.
  const frame = 2 * (await bytesOf(urls.slice(0, 1))) - (await bytesOf([urls[0]!, urls[0]!]))
  const files: SitemapItemLoose[][] = [[]]
  let bytes = frame
  for (const url of urls) {
    const size = (await bytesOf([url])) - frame
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
export async function sitemapFiles(
  entries: readonly RouteEntry[],
  limits: { urls: number; bytes: number } = sitemapLimits,
  lastModified?: (entry: PageEntry) => string | undefined,
): Promise<{ file: string; xml: string }[]> {
  const parts = await Promise.all((await splitUrls(sitemapUrls(entries, lastModified), limits)).map(urlset))
  if (parts.length === 1) return [{ file: 'sitemap.xml', xml: parts[0]! }]
  const files = parts.map((xml, index) => ({ file: `sitemap-${index + 1}.xml`, xml }))
  const index = Readable.from(files.map(({ file }) => ({ url: `${site.siteUrl}/${file}` }))).pipe(
    new SitemapIndexStream(),
  )
  return [{ file: 'sitemap.xml', xml: (await streamToPromise(index)).toString() }, ...files]
}

/** Writes the sitemap file(s); returns how many page URLs they list. */
export async function writeSitemap(
  distDir: string,
  entries: readonly RouteEntry[],
  lastModified?: (entry: PageEntry) => string | undefined,
): Promise<number> {
  const files = await sitemapFiles(entries, sitemapLimits, lastModified)
  for (const { file, xml } of files) await writeFile(join(distDir, file), xml)
  // The index lists <sitemap> elements, so counting <url> counts pages.
  return files.reduce((count, { xml }) => count + (xml.match(/<url>/g) ?? []).length, 0)
}
