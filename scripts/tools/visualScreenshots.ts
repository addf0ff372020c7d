/**
 * Screenshots for the record (docs/visuals/): the pages a buyer checks first (design review
 * 2026-12-01, issue 44: home, an edition, contact, the Trust Centre and the company page), in
 * English and German, at 390 and 1440 px, full page, as JPEG (a full page is several MB as PNG, and taller than WebP allows).
 * The review's own screenshots are the "before" (../shared/reviews/2026-12-01/design/). Serves
 * dist/ itself (run `npm run build` first). `npx tsx scripts/tools/visualScreenshots.ts`
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import type { Language, PageId } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { distDir, projectRoot } from '../shared/projectPaths'
import { startPagesDev } from './pagesDev'

const port = Number(process.env.PORT ?? 4392)
const outDir = join(projectRoot, 'docs/visuals')
const shots: { page: PageId; name: string }[] = [
  { page: 'home', name: 'home' },
  { page: 'productEnterprise', name: 'enterprise' },
  { page: 'contact', name: 'contact' },
  { page: 'trustCentre', name: 'trust-centre' },
  { page: 'company', name: 'company' },
]
const languages: Language[] = ['en', 'de']
const widths = [390, 1440]

mkdirSync(outDir, { recursive: true })
const server = await startPagesDev({ distDir, port, host: '127.0.0.1' })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const width of widths) {
    // The screenshot's own style sheet (below) is the tool's, not the page's: the page's CSP does not govern it.
    const context = await browser.newContext({ viewport: { width, height: width < 1000 ? 844 : 800 }, bypassCSP: true })
    const page = await context.newPage()
    for (const language of languages) {
      for (const shot of shots) {
        await page.goto(`http://127.0.0.1:${port}${localizedPath({ page: shot.page, language })}`)
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
        // A full-page capture paints only what is near the window: pictures whose painting waits
        // until they come near (content-visibility: auto) would be blank, so they are painted now.
        await page.addStyleTag({ content: '.visual-deferred { content-visibility: visible !important; }' })
        await page.waitForTimeout(300)
        const file = join(outDir, `${shot.name}-${language}-${width}.jpg`)
        const picture = await sharp(await page.screenshot({ fullPage: true }))
          .jpeg({ quality: 80, mozjpeg: true })
          .toFile(file)
        console.log(`${file} (${picture.width}×${picture.height}, ${Math.round(picture.size / 1024)} KB)`)
      }
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
}
