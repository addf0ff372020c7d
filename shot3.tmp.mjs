import { chromium } from '@playwright/test'
const [,, url, sel, out, width] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, bypassCSP: true })
await page.goto(url, { waitUntil: 'networkidle' })
await page.addStyleTag({ content: 'header{position:static!important}' })
await page.locator(sel).screenshot({ path: out })
await browser.close()
