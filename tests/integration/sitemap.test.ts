/** The sitemap's <lastmod>, dated by the sources' git history (git log), read from this checkout (the rest of the sitemap: tests/unit/hosting/sitemap.test.ts). */
import { XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { sitemapFiles, sitemapLimits } from '../../scripts/hosting/sitemap'
import { loadBlogContent } from '../../scripts/content/blogContent'
import { projectRoot } from '../../scripts/shared/projectPaths'
import { sourceDates } from '../../scripts/content/sourceDates'
import { site } from '../../src/config/site'
import { expandRoutes, postSlugsOf } from '../../src/routing/routeTable'

describe('sitemap', () => {
  it('dates each URL by its sources (<lastmod>): a post never before its own date, a page listing posts never before the newest, the same on every build', () => {
    const { index } = loadBlogContent()
    const real = expandRoutes(postSlugsOf(index))
    const lastModified = sourceDates(projectRoot, index)
    const newest = index.en[0]!
    const post = real.find(
      (entry) =>
        entry.kind === 'page' &&
        entry.page === 'blogPost' &&
        entry.language === 'en' &&
        entry.params?.slug === newest.slug,
    )!
    const home = real.find((entry) => entry.kind === 'page' && entry.page === 'home' && entry.language === 'en')!
    expect(lastModified(post)! >= `${newest.date}T00:00:00Z`).toBe(true)
    expect(lastModified(home)! >= `${newest.date}T00:00:00Z`).toBe(true)
    expect(sourceDates(projectRoot, index)(home)).toBe(lastModified(home))
    const xml = sitemapFiles(real, sitemapLimits, lastModified)[0]!.xml
    expect(xml).toContain(`<loc>${site.siteUrl}/</loc>\n    <lastmod>${lastModified(home)}</lastmod>`)
    expect(XMLValidator.validate(xml)).toBe(true)
  })
})
