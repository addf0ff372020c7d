import { chromium } from '@playwright/test'
import { chromiumExecutable } from '../tools/browserPath'
import { startDevServer } from './startDevServer'
import { projectRoot } from '../content/routeEntries'
const dev = await startDevServer({ root: projectRoot, port: 4412, logLevel: 'warn' })
const browser = await chromium.launch({ executablePath: chromiumExecutable() })
const context = await browser.newContext()
// A stored choice: no first-visit redirect.
await context.addCookies([{ name: 'i18next', value: 'en', url: dev.url }])
const page = await context.newPage()
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), (m.text().includes('hydrated but') ? m.text().slice(-2500) : m.text().slice(0, 200))) })
page.on('pageerror', (e) => console.log('pageerror', e.message))
page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()) })
for (const path of ['/post/harvest-now-decrypt-later']) {
  await page.goto(new URL(path, dev.url).href)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60000 }).catch(() => console.log('not hydrated', path))
  console.log(path, await page.title())
}
// client-side navigation to a post
await page.goto(new URL('/blog', dev.url).href)
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
await page.locator('article a').first().click()
await page.waitForTimeout(1500)
console.log('navigated', page.url(), await page.locator('h1').first().textContent())
await page.screenshot({ path: '/tmp/dev-post.png' })
await browser.close()
await dev.close()
