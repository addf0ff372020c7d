/**
 * Screenshots of the product pictures for the record (docs/visuals/): the home page and the
 * Enterprise edition page, in English and German, at 390 and 1280 px, full page. Serves dist/
 * itself (run `npm run build` first). `npx tsx scripts/tools/visualScreenshots.ts`
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import type { Language, PageId } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { distDir, projectRoot } from '../shared/projectPaths'
import { startStaticServer } from './staticServer'

const port = Number(process.env.PORT ?? 4392)
const outDir = join(projectRoot, 'docs/visuals')
const shots: { page: PageId; name: string }[] = [
  { page: 'home', name: 'home' },
  { page: 'productEnterprise', name: 'enterprise' },
]
const languages: Language[] = ['en', 'de']
const widths = [390, 1280]

mkdirSync(outDir, { recursive: true })
const server = await startStaticServer({ distDir, port, host: '127.0.0.1' })
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
        const file = join(outDir, `${shot.name}-${language}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true })
        console.log(file)
      }
    }
    await context.close()
  }
} finally {
  await browser.close()
  await (server as { close?: () => unknown }).close?.()
}
