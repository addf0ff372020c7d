/**
 * Runs after vite-react-ssg: turns the rendered pages into a deployable site (404 pages,
 * redirects, sitemap, security headers) and prints what it wrote.
 */
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { readFileSync } from 'node:fs'
import { writeFeeds } from './feeds'
import { finalizeHtml } from '../render/finalizeHtml'
import { site } from '../../src/config/site'
import { writeNginxConfig } from './nginx'
import { moveNotFoundPages } from './notFound'
import { deployHost } from '../../src/config/deployHost'
import { redirectSourceFolders, writeRedirects } from './redirects'
import { distDir, projectRoot, routeEntries } from '../content/routeEntries'
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

const started = performance.now()
const entries = routeEntries()
await moveNotFoundPages(distDir, entries)
await finalizeHtml(distDir, entries)
const host = deployHost(process.env)
const redirects = await writeRedirects(distDir, entries, host)
/** Seconds a step took, for the build log: the blog, search and social-card steps are the costly ones. */
const stepSeconds: Record<string, number> = {}
async function timed<T>(name: string, step: () => Promise<T>): Promise<T> {
  const stepStarted = performance.now()
  try {
    return await step()
  } finally {
    stepSeconds[name] = (performance.now() - stepStarted) / 1000
  }
}
const feeds = await timed('feeds', () => writeFeeds(distDir, (language) => {
  const blog = JSON.parse(readFileSync(join(projectRoot, 'locales', language, 'blog.json'), 'utf8')) as { meta: { title: string; description: string } }
  return { title: `${blog.meta.title} | Vaultline`, description: blog.meta.description }
}))
const sitemapUrls = await writeSitemap(distDir, entries)
const search = await timed('search index', () => writeSearchIndex(distDir))
const cards = await timed('social cards', () => writeSocialCards(distDir, entries))
const headers = await writeHeaders(distDir, htmlFiles(distDir), process.env, redirectSourceFolders(entries))
await writeNginxConfig(join(projectRoot, 'deploy', 'nginx.conf'), { entries, headers, root: distDir, siteUrl: site.siteUrl, env: process.env })
const seconds = ((performance.now() - started) / 1000).toFixed(2)
console.log(`[postbuild] ${redirects} redirects (${host}), ${feeds} feeds, ${search.pages} pages searchable, ${cards} social cards, ${sitemapUrls} sitemap URLs, CSP with ${(headers['Content-Security-Policy']?.match(/sha256-/g) ?? []).length} script hashes (${seconds} s: ${Object.entries(stepSeconds).map(([name, value]) => `${name} ${value.toFixed(2)} s`).join(', ')})`)
