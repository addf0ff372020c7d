import { chromium } from '@playwright/test'
const [,, url, out, width] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, bypassCSP: true })
await page.goto(url, { waitUntil: 'networkidle' })
await page.addStyleTag({ content: 'header{position:static!important}' })
console.log('height', await page.evaluate(() => document.documentElement.scrollHeight), 'purposes', await page.locator('#purposes').evaluate((e) => e.getBoundingClientRect().height))
if (out !== '-') await page.locator('#purposes').screenshot({ path: out })
await browser.close()
