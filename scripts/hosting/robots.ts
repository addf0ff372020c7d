/** robots.txt: every crawler may read everything, and learns where the sitemap is (./sitemap.ts). */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { site } from '../../src/config/site'

function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`
}

export async function writeRobots(distDir: string): Promise<void> {
  await writeFile(join(distDir, 'robots.txt'), robotsTxt())
}
