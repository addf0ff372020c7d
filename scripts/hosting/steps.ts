/**
 * Runs after the prerender (scripts/render/prerender.ts): turns the rendered pages into a deployable site (404 pages,
 * redirects, sitemap, security headers) and prints what it wrote. Each step is timed into
 * build-report/postbuild-steps.json, since on a large blog these steps decide the build time.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { postbuildStepsFile } from '../render/buildPhases'
import { writeFeeds } from './feeds'
import { finalizeHtml } from '../render/finalizeHtml'
import { site } from '../../src/config/site'
import { writeNginxConfig } from './nginx'
import { moveNotFoundPages } from './notFound'
import { deployHost } from '../../src/config/deployHost'
import { redirectSourceFolders, writeRedirects } from './redirects'
import { expandRoutes, postSlugsOf } from '../../src/routing/routeTable'
import { loadBlogContent } from '../content/blogContent'
import { distDir, projectRoot } from '../content/routeEntries'
import { writeSearchIndex } from './search'
import { writeHeaders } from './headers'
import { writeSitemap } from './sitemap'
import { writeSocialCards } from './socialCards'

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(path)
    return entry.name.endsWith('.html') ? [relative(distDir, path)] : []
  })
}

const stepSeconds: Record<string, number> = {}
async function timed<T>(name: string, step: () => T | Promise<T>): Promise<T> {
  const stepStarted = performance.now()
  try {
    return await step()
  } finally {
    stepSeconds[name] = (performance.now() - stepStarted) / 1000
  }
}

const started = performance.now()
// Read once: the route table and the feeds both follow from the published posts.
const { index } = await timed('read blog', () => loadBlogContent())
const entries = expandRoutes(postSlugsOf(index))
await timed('404 pages', () => moveNotFoundPages(distDir, entries))
await timed('finalize html', () => finalizeHtml(distDir, entries))
const host = deployHost(process.env)
const redirects = await timed('redirects', () => writeRedirects(distDir, entries, host))
const feeds = await timed('feeds', () => writeFeeds(distDir, index, (language) => {
  const blog = JSON.parse(readFileSync(join(projectRoot, 'locales', language, 'blog.json'), 'utf8')) as { meta: { title: string; description: string } }
  return { title: `${blog.meta.title} | Vaultline`, description: blog.meta.description }
}))
const sitemapUrls = await timed('sitemap', () => writeSitemap(distDir, entries))
const search = await timed('search index', () => writeSearchIndex(distDir))
const cards = await timed('social cards', () => writeSocialCards(distDir, entries))
const headers = await timed('headers', () => writeHeaders(distDir, htmlFiles(distDir), process.env, redirectSourceFolders(entries)))
await timed('nginx config', () => writeNginxConfig(join(projectRoot, 'deploy', 'nginx.conf'), { entries, headers, root: distDir, siteUrl: site.siteUrl, env: process.env }))
mkdirSync(join(postbuildStepsFile, '..'), { recursive: true })
writeFileSync(postbuildStepsFile, `${JSON.stringify(stepSeconds, null, 2)}\n`)
const seconds = ((performance.now() - started) / 1000).toFixed(2)
console.log(`[postbuild] ${redirects} redirects (${host}), ${feeds} feeds, ${search.pages} pages searchable, ${cards} social cards, ${sitemapUrls} sitemap URLs, CSP with ${(headers['Content-Security-Policy']?.match(/sha256-/g) ?? []).length} script hashes (${seconds} s: ${Object.entries(stepSeconds).map(([name, value]) => `${name} ${value.toFixed(2)} s`).join(', ')})`)
