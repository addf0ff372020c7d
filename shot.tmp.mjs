import { chromium } from '@playwright/test'
const [,, url, sel, out, width] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.goto(url, { waitUntil: 'networkidle' })
const el = page.locator(sel)
await el.scrollIntoViewIfNeeded()
await el.screenshot({ path: out })
await browser.close()
