/**
 * Runs after the prerender (scripts/render/prerender.ts): turns the rendered pages into a
 * deployable site. The steps are one declared list, run in order; each says what it makes and is
 * timed into build-report/postbuild-steps.json, since on a large blog these steps decide the
 * build time. A step that needs another's output (nginx needs the headers) comes after it.
 * Steps listed together run side by side: Pagefind indexes on about one core and a third, and
 * the social cards take the rest of the machine meanwhile.
 *
 * When the render leaves a core free (a small site renders on one thread), the steps are prepared
 * while it runs, index each page for search as it is written and copy its social card from the
 * cache when an earlier build drew it (`prepareHostingSteps` with `pagesAsWritten`); after the
 * render those two steps only finish (and draw the new cards).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { DeployHost } from '../../src/config/deployHost'
import { deployHost } from '../../src/config/deployHostSetting'
import { site } from '../../src/config/site'
import type { PostIndex } from '../../src/content/blog/postTypes'
import { expandRoutes, outputFileOf, postSlugsOf, type RouteEntry } from '../../src/routing/routeTable'
import { loadBlogContent } from '../content/blogContent'
import { coverCards } from '../content/postCovers'
import { sourceDates } from '../content/sourceDates'
import { buildCacheDir, distDir, projectRoot } from '../shared/projectPaths'
import { postbuildStepsFile, type PostbuildSteps } from '../render/buildPhases'
import { buildEditor } from '../admin/buildEditor'
import { writeFeeds } from './feeds'
import { writeHeaders } from './headers'
import { writeIcons } from './icons'
import { writeNginxConfig } from './nginx'
import { moveNotFoundPages, removeBuildInternals } from './notFound'
import { writeRedirects } from './redirects'
import { writeRobots } from './robots'
import { searchIndexAsPagesAreWritten, writeSearchIndex, type SearchIndexAsWritten } from './search'
import { writeSecurityTxt } from './securityTxt'
import { writeSitemap } from './sitemap'
import { socialCardWriter, type SocialCardWriter } from './socialCards'

interface HostingContext {
  entries: RouteEntry[]
  index: PostIndex
  host: DeployHost
  /** The security headers (the site's and the content editor's), once the headers step has written them. */
  headers: { site: Record<string, string>; editor?: Record<string, string> }
  /** The build's social cards; a post's uploaded cover is cut to its card instead of drawn (scripts/content/postCovers.ts). */
  cards: SocialCardWriter
  /** The cards copied from the cache while the pages were written, one after another; rejects with the first failure. */
  cardsAsWritten: Promise<void>
  /** The search index, when it was fed while the pages were written. */
  searchAsWritten?: SearchIndexAsWritten
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

function feedCopy(language: string) {
  const blog = JSON.parse(readFileSync(join(projectRoot, 'locales', language, 'blog.json'), 'utf8')) as { meta: { title: string; description: string } }
  const common = JSON.parse(readFileSync(join(projectRoot, 'locales', language, 'common.json'), 'utf8')) as { tags: Record<string, string>; meta: { titleTemplate: string } }
  // The feed's title as the pages write theirs: the language's title template, not a brand typed here.
  return { title: common.meta.titleTemplate.replace('{{title}}', blog.meta.title), description: blog.meta.description, tags: common.tags }
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
  { name: 'sitemap', run: async ({ entries, index }) => `${await writeSitemap(distDir, entries, sourceDates(projectRoot, index))} sitemap URLs` },
  { name: 'robots', run: () => writeRobots(distDir) },
  { name: 'security.txt', run: () => writeSecurityTxt(distDir) },
  { name: 'icons', run: () => writeIcons(distDir, join(projectRoot, 'public')) },
  {
    name: 'content editor',
    run: async ({ host }) => {
      const { built, bytes, editorSite } = await buildEditor({ projectRoot, outDir: distDir, cacheDir: join(buildCacheDir, 'editor'), env: process.env, host })
      if (editorSite) return `content editor on its own origin: ${relative(projectRoot, editorSite.dir)}/ ${(editorSite.bytes / 1e6).toFixed(2)} MB (${editorSite.built === 'editor' ? 'built' : 'from the cache'}), /admin/ points there`
      return built === 'not connected' ? 'content editor not connected (no CMS_* back end: /admin/ says what to set)' : `content editor ${(bytes / 1e6).toFixed(2)} MB (${built === 'editor' ? 'built' : 'from the cache'})`
    },
  },
  [
    {
      name: 'search index',
      run: async ({ entries, searchAsWritten }) => `${(await (searchAsWritten?.write() ?? writeSearchIndex(distDir, entries))).pages} pages searchable`,
    },
    {
      name: 'social cards',
      run: async ({ entries, cards: writer, cardsAsWritten }) => {
        await cardsAsWritten
        const { cards, drawn } = await writer.finish(entries)
        return `${cards} social cards (${drawn} drawn, ${cards - drawn} from the cache)`
      },
    },
  ],
  {
    name: 'headers',
    run: async (context) => {
      const { site: siteHeaders, editor, rules } = await writeHeaders(distDir, htmlFiles(distDir), process.env, context.host)
      context.headers = { site: siteHeaders, editor }
      return `${rules} _headers rules, CSP with ${(siteHeaders['Content-Security-Policy']?.match(/sha256-/g) ?? []).length} script hashes`
    },
  },
  { name: 'nginx config', run: ({ entries, headers }) => writeNginxConfig(join(projectRoot, 'deploy', 'nginx.conf'), { entries, headers: headers.site, editorHeaders: headers.editor, root: distDir, siteUrl: site.siteUrl, env: process.env }) },
]

/** The hosting steps of a build, ready to run once the pages are written. */
export interface HostingSteps {
  /** The route table the steps work from (the published posts on disk). */
  entries: readonly RouteEntry[]
  /** A page (relative to dist/) is written: with `pagesAsWritten`, it is indexed and its cached card copied now. */
  pageWritten(file: string): void
  /** Runs every step in order, timing each into build-report/postbuild-steps.json, and prints what they made. */
  run(): Promise<void>
}

/**
 * Reads what the steps need (the blog, the route table). With `pagesAsWritten`, pages given to
 * `pageWritten` join the search index and get their social card when the cache has it.
 */
export async function prepareHostingSteps({ pagesAsWritten }: { pagesAsWritten: boolean }): Promise<HostingSteps> {
  const stepSeconds: Record<string, number> = {}
  async function timed<T>(name: string, step: () => T | Promise<T>): Promise<T> {
    const stepStarted = performance.now()
    try {
      return await step()
    } finally {
      stepSeconds[name] = (stepSeconds[name] ?? 0) + (performance.now() - stepStarted) / 1000
    }
  }

  // Read once: the route table and the feeds both follow from the published posts.
  const content = await timed('read blog', () => loadBlogContent())
  const { index } = content
  const entries = expandRoutes(postSlugsOf(index))
  const context: HostingContext = {
    entries,
    index,
    host: deployHost(process.env),
    headers: { site: {}, editor: {} },
    cards: socialCardWriter(distDir, { dir: join(buildCacheDir, 'social-cards') }, coverCards(content)),
    cardsAsWritten: Promise.resolve(),
    searchAsWritten: pagesAsWritten ? searchIndexAsPagesAreWritten(distDir, entries) : undefined,
  }
  const pageByFile = new Map(entries.flatMap((entry) => (entry.kind === 'page' && outputFileOf(entry) ? [[outputFileOf(entry)!, entry] as const] : [])))

  return {
    entries,
    pageWritten(file) {
      if (!pagesAsWritten) return
      context.searchAsWritten?.pageWritten(file)
      const entry = pageByFile.get(file)
      if (!entry) return
      // One card at a time, and only those an earlier build drew: the render keeps its core (drawing
      // 179 cards beside it slowed a cold build's render by half). A failure waits for the cards step.
      context.cardsAsWritten = context.cardsAsWritten.then(() => timed('social cards while rendering', () => context.cards.writeCached(entry)).then(() => undefined))
      context.cardsAsWritten.catch(() => {})
    },
    run: () => runSteps(context, timed, stepSeconds),
  }
}

async function runSteps(context: HostingContext, timed: <T>(name: string, step: () => T | Promise<T>) => Promise<T>, stepSeconds: Record<string, number>): Promise<void> {
  const started = performance.now()
  const made: string[] = []
  for (const group of steps) {
    const together = Array.isArray(group) ? group : [group as HostingStep]
    const results = await Promise.all(together.map((step) => timed(step.name, () => step.run(context))))
    for (const result of results) if (result) made.push(result)
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2)
  mkdirSync(join(postbuildStepsFile, '..'), { recursive: true })
  // Each step's own seconds, and the whole of them: side by side, steps overlap.
  writeFileSync(postbuildStepsFile, `${JSON.stringify({ steps: stepSeconds, seconds: Number(seconds) } satisfies PostbuildSteps, null, 2)}\n`)
  console.log(`[postbuild] ${made.join(', ')} (${seconds} s: ${Object.entries(stepSeconds).map(([name, value]) => `${name} ${value.toFixed(2)} s`).join(', ')})`)
}
