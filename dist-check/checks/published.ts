import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { languages } from '../../routes.config'
import { projectRoot } from '../../scripts/shared/projectPaths'
import { editorFolder } from '../../src/hosting/headerPolicy'
import { iconFiles } from '../../src/hosting/siteFiles'
import { outputFileOf } from '../../src/routing/routeTable'
import { blogDataPaths } from '../../src/routing/blogDataPaths'
import { glossaryDataPaths } from '../../src/routing/glossaryDataPaths'
import type { Check, Finding } from '../types'

/** What may be published besides the pages: each kind of file with who writes it. A new kind of output joins this list, or is not published. */
const allowed: { pattern: RegExp; what: string }[] = [
  { pattern: /^_headers$|^_redirects$/, what: "the CDN's hosting files (read by the host, never served)" },
  { pattern: /^assets\//, what: 'hashed scripts, styles, fonts and post images (Vite, scripts/content/postImages.ts)' },
  { pattern: /^og\/.+\.png$/, what: 'social cards (scripts/hosting/socialCards.ts)' },
  { pattern: /^pagefind\//, what: 'the search index (scripts/hosting/search.ts)' },
  {
    pattern: new RegExp(`^${blogDataPaths.root.slice(1)}/.+\\.json$`),
    what: "the blog's data documents (scripts/content/blogDocuments.ts)",
  },
  {
    pattern: new RegExp(`^${glossaryDataPaths.root.slice(1)}/[a-z]+\\.json$`),
    what: "the glossary's data documents (scripts/content/glossaryContent.ts)",
  },
  { pattern: new RegExp(`^${editorFolder}/`), what: 'the content editor (scripts/admin/buildEditor.ts)' },
  {
    pattern: /^static-loader-data-manifest-[\w-]+\.json$/,
    what: "vite-react-ssg's route data manifest, fetched by the app",
  },
  { pattern: /^redirect\.js$/, what: "the redirect stubs' script (scripts/hosting/redirects.ts)" },
  { pattern: /^robots\.txt$|^sitemap(-\d+)?\.xml$/, what: 'robots.txt and the sitemaps' },
  { pattern: /^\.well-known\/security\.txt$/, what: 'the security contact (RFC 9116, scripts/hosting/securityTxt.ts)' },
  {
    pattern: new RegExp(`^(?:${iconFiles.map((file) => file.replace('.', '\\.')).join('|')})$`),
    what: 'icons and the web app manifest (scripts/hosting/icons.ts)',
  },
  {
    pattern: new RegExp(`^(?:(?:${languages.join('|')})/)?(?:rss|atom)\\.xml$`),
    what: 'the blog feeds (scripts/hosting/feeds.ts)',
  },
]

/** Files under public/, which Vite copies to dist/ as they are: published on purpose. */
function publicFiles(dir = join(projectRoot, 'public')): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? publicFiles(join(dir, entry.name))
        : [relative(join(projectRoot, 'public'), join(dir, entry.name)).split(sep).join('/')],
    )
  } catch {
    return []
  }
}

/**
 * Nothing is published that a visitor has no use for: every file in dist/ is a route's output (a
 * page, an alias, a redirect stub, a 404 page), a file of public/, or one of the kinds listed above.
 * Build internals (Vite's manifest in .vite/, header dumps for other tools) are not.
 */
export const published: Check = {
  name: 'published files',
  site({ entries, files }) {
    const routeFiles = new Set(entries.flatMap((entry) => outputFileOf(entry) ?? []))
    const fromPublic = new Set(publicFiles())
    const findings: Finding[] = []
    for (const file of files) {
      if (routeFiles.has(file) || fromPublic.has(file) || allowed.some(({ pattern }) => pattern.test(file))) continue
      findings.push({
        check: this.name,
        file,
        message: 'is published, but no route, public/ file or known output explains it; a visitor has no use for it.',
        fix: 'Stop writing it into dist/ (build internals belong in .tmp/ or build-report/), or add its kind to `allowed` in dist-check/checks/published.ts.',
      })
    }
    return findings
  },
}
