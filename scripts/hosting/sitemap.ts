/** sitemap.xml (indexable pages only, with hreflang alternates) and robots.txt naming it. */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { defaultLanguage, languages, routes } from '../../routes.config'
import { site } from '../../src/config/site'
import type { RouteEntry } from '../../src/routing/routeTable'

type PageEntry = Extract<RouteEntry, { kind: 'page' }>

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Page entries grouped by page and parameters: the language versions of one document. */
function versionsOf(pages: readonly PageEntry[]): Map<string, PageEntry[]> {
  const groups = new Map<string, PageEntry[]>()
  for (const entry of pages) {
    const key = `${entry.page}|${entry.params?.slug ?? ''}`
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  return groups
}

export function sitemapXml(entries: readonly RouteEntry[]): string {
  const pages = entries.filter((e): e is PageEntry => e.kind === 'page' && routes.pages[e.page].indexable)
  const groups = versionsOf(pages)
  const urls: string[] = []
  for (const versions of groups.values()) {
    const complete = versions.length === languages.length
    for (const entry of versions) {
      const alternates = complete
        ? [
            ...versions.map((v) => `    <xhtml:link rel="alternate" hreflang="${v.language}" href="${escapeXml(site.siteUrl + v.path)}"/>`),
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(site.siteUrl + versions.find((v) => v.language === defaultLanguage)!.path)}"/>`,
          ]
        : []
      urls.push([`  <url>`, `    <loc>${escapeXml(site.siteUrl + entry.path)}</loc>`, ...alternates, `  </url>`].join('\n'))
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`
}

export async function writeSitemap(distDir: string, entries: readonly RouteEntry[]): Promise<number> {
  const xml = sitemapXml(entries)
  await writeFile(join(distDir, 'sitemap.xml'), xml)
  await writeFile(join(distDir, 'robots.txt'), robotsTxt())
  return (xml.match(/<loc>/g) ?? []).length
}
