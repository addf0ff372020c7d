/**
 * Runs after the prerender (scripts/render/prerender.ts): turns the rendered pages into a
 * deployable site, from the build manifest the render wrote (scripts/shared/buildManifest.ts).
 * The steps are one declared list, run in order; each says what it makes and is timed, since on
 * a large blog these steps decide the build time. A step that needs another's output (nginx
 * needs the headers) comes after it. Steps listed together run side by side. The social cards are
 * mostly drawn by then, while the pages were rendered (scripts/build.ts): their step waits for the
 * last ones while Pagefind indexes.
 */
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { DeployHost } from '../../src/config/deployHost'
import { deployHost } from '../../src/config/deployHostSetting'
import { site } from '../../src/config/site'
import type { PostIndex } from '../../src/content/blog/postTypes'
import type { RouteEntry } from '../../src/routing/routeTable'
import { loadBlogContent } from '../content/blogContent'
import { coverCards } from '../content/postCovers'
import { contentDates, copyDatesFile, currentCopyHashes, readCopyDates, staleCopyFiles } from '../content/contentDates'
import { writeTranslationReport } from '../content/translationReport'
import type { TranslationReport } from '../../src/content/translations/translationStatus'
import { buildCacheDir, distDir, projectRoot } from '../shared/projectPaths'
import { entriesOf, type BuildManifest, type BuiltRoute } from '../shared/buildManifest'
import type { Timer } from '../shared/timing'
import { buildEditor } from '../admin/buildEditor'
import { feedCopy, writeFeeds } from './feeds'
import { writeHeaders } from './headers'
import { writeIcons } from './icons'
import { writeNginxConfig } from './nginx'
import { moveNotFoundPages, removeBuildInternals } from './notFound'
import { writeRedirects } from './redirects'
import { writeRobots } from './robots'
import { writeSearchIndex } from './search'
import { writeSecurityTxt } from './securityTxt'
import { writeSitemap } from './sitemap'
import { socialCardWriter, type SocialCardWriter } from './socialCards'

interface HostingContext {
  /** Every route as the render recorded it. */
  routes: readonly BuiltRoute[]
  entries: RouteEntry[]
  index: PostIndex
  host: DeployHost
  /** The security headers (the site's and the content editor's), once the headers step has written them. */
  headers: { site: Record<string, string>; editor?: Record<string, string> }
  /** The social cards, begun while the pages were rendered (scripts/build.ts) or here. */
  socialCards: SocialCardWriter
  /** Every translation behind its English, once the translations step has read them. */
  translations?: TranslationReport
  /** The boot script as the page shell holds it (the build manifest's), which the CSP allows by its hash. */
  bootScript: string | null
}

interface HostingStep {
  name: string
  /** What the step leaves in dist/ (or beside it), for the build log. */
  run(context: HostingContext): Promise<string | void> | string | void
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(path)
    return entry.name.endsWith('.html') ? [relative(distDir, path)] : []
  })
}

/** In order; the steps of an inner list run side by side (none needs another's output). */
const steps: (HostingStep | readonly HostingStep[])[] = [
  { name: '404 pages', run: ({ entries }) => moveNotFoundPages(distDir, entries) },
  { name: 'build internals', run: () => removeBuildInternals(distDir) },
  {
    name: 'redirects',
    run: async ({ entries, host }) => {
      const { redirects, rules } = await writeRedirects(distDir, entries, host)
      return `${redirects} redirects in ${rules} _redirects rules (${host})`
    },
  },
  { name: 'feeds', run: async ({ index }) => `${await writeFeeds(distDir, index, feedCopy)} feeds` },
  {
    name: 'sitemap',
    run: async ({ entries, index }) => {
      const ledger = readCopyDates(projectRoot)
      const hashes = currentCopyHashes(projectRoot)
      const urls = await writeSitemap(distDir, entries, contentDates(index, ledger, hashes))
      // Not a failure: those pages go without <lastmod> (a date not known is left out); the unit tests fail on it.
      const stale = staleCopyFiles(ledger, hashes)
      return stale.length === 0
        ? `${urls} sitemap URLs`
        : `${urls} sitemap URLs; the pages of ${stale.length} copy files changed since ${copyDatesFile} recorded them have no <lastmod> (${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ', …' : ''}): run npm run snapshot:dates and commit it`
    },
  },
  { name: 'robots', run: () => writeRobots(distDir) },
  { name: 'security.txt', run: () => writeSecurityTxt(distDir) },
  { name: 'icons', run: () => writeIcons(distDir, join(projectRoot, 'public')) },
  {
    // Never fails the build: a stale translation is published with its notice (docs/translations.md).
    name: 'translations',
    run: (context) => {
      context.translations = writeTranslationReport(projectRoot)
      const behind = context.translations.items.filter((item) => item.state !== 'missing').length
      return `translation report: ${behind} behind their English, ${context.translations.items.length - behind} missing`
    },
  },
  {
    name: 'content editor',
    run: async ({ host, translations }) => {
      const { built, bytes, editorSite } = await buildEditor({
        projectRoot,
        outDir: distDir,
        cacheDir: join(buildCacheDir, 'editor'),
        env: process.env,
        host,
        ...(translations && { translationReport: translations }),
      })
      if (editorSite)
        return `content editor on its own origin: ${relative(projectRoot, editorSite.dir)}/ ${(editorSite.bytes / 1e6).toFixed(2)} MB (${editorSite.built === 'editor' ? 'built' : 'from the cache'}), /admin/ points there`
      return built === 'not connected'
        ? 'content editor not connected: set CMS_GITHUB_REPO and CMS_ORIGIN (docs/content-editor.md), or run npm run cms to edit on this machine'
        : `content editor ${(bytes / 1e6).toFixed(2)} MB (${built === 'editor' ? 'built' : 'from the cache'})`
    },
  },
  [
    {
      name: 'search index',
      run: async ({ routes }) => `${(await writeSearchIndex(distDir, routes)).pages} pages searchable`,
    },
    {
      name: 'social cards',
      run: async ({ routes, socialCards }) => {
        const { cards, drawn } = await socialCards.finish(routes)
        return `${cards} social cards (${drawn} drawn, ${cards - drawn} from the cache)`
      },
    },
  ],
  {
    name: 'headers',
    run: async (context) => {
      const {
        site: siteHeaders,
        editor,
        rules,
      } = await writeHeaders(distDir, htmlFiles(distDir), process.env, context.host, context.bootScript)
      context.headers = { site: siteHeaders, editor }
      return `${rules} _headers rules, CSP with ${(siteHeaders['Content-Security-Policy']?.match(/sha256-/g) ?? []).length} script hashes`
    },
  },
  {
    name: 'nginx config',
    run: ({ entries, headers }) =>
      writeNginxConfig(join(projectRoot, 'deploy', 'nginx.conf'), {
        entries,
        headers: headers.site,
        editorHeaders: headers.editor,
        root: distDir,
        siteUrl: site.siteUrl,
        env: process.env,
      }),
  },
]

/** The build's social cards: in dist/, kept in the build cache, a post's uploaded cover cut instead of drawn. */
function buildSocialCards(): SocialCardWriter {
  return socialCardWriter(distDir, { dir: join(buildCacheDir, 'social-cards') }, () => coverCards(loadBlogContent()))
}

/**
 * Runs every step in order on what the render recorded (the build manifest), timing each through
 * the build's clock, and prints what they made.
 */
export async function runHostingSteps(
  manifest: BuildManifest,
  time: Timer['time'],
  { socialCards = buildSocialCards() }: { socialCards?: SocialCardWriter } = {},
): Promise<void> {
  const started = performance.now()
  const content = loadBlogContent()
  const context: HostingContext = {
    routes: manifest.routes,
    entries: entriesOf(manifest),
    index: content.index,
    host: deployHost(process.env),
    headers: { site: {}, editor: {} },
    socialCards,
    bootScript: manifest.bootScript,
  }
  for (const group of steps) {
    const together = Array.isArray(group) ? group : [group as HostingStep]
    // Each says what it made as soon as it is done: the steps took a minute without a line (review DV-7).
    await Promise.all(
      together.map(async (step) => {
        const result = await time(`postbuild ${step.name}`, () => step.run(context))
        if (result) console.log(`[postbuild] ${result}`)
      }),
    )
  }
  console.log(`[postbuild] hosting files written (${((performance.now() - started) / 1000).toFixed(2)} s)`)
}
