/**
 * Runs after vite-react-ssg: turns the rendered pages into a deployable site (404 pages,
 * redirects, sitemap, security headers) and prints what it wrote.
 */
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { finalizeHtml } from './finalizeHtml'
import { moveNotFoundPages } from './notFoundPages'
import { writeRedirects } from './redirectStubs'
import { distDir, routeEntries } from './routeEntries'
import { writeHeaders } from './securityHeaders'
import { writeSitemap } from './sitemap'

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
const redirects = await writeRedirects(distDir, entries)
const sitemapUrls = await writeSitemap(distDir, entries)
const headers = await writeHeaders(distDir, htmlFiles(distDir), process.env)
const seconds = ((performance.now() - started) / 1000).toFixed(2)
console.log(`[postbuild] ${redirects} redirects, ${sitemapUrls} sitemap URLs, CSP with ${(headers['Content-Security-Policy']?.match(/sha256-/g) ?? []).length} script hashes (${seconds} s)`)
