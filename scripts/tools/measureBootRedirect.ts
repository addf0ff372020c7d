/**
 * Measures the first-visit redirect in Chromium against the built site: time from navigation
 * start to the request for the language page, with an instant IP-lookup answer, and the size of
 * the inline boot script. Prints figures; asserts nothing.
 */
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './browserPath'
import { buildBootScripts, buildGeoUrl } from '../plugins/bootScriptPlugin'
import { distDir } from '../shared/projectPaths'
import { startPagesDev } from './pagesDev'

const port = 4391
const geoUrl = buildGeoUrl()
const server = await startPagesDev({ distDir, port })
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
const runs: number[] = []
for (let run = 0; run < 10; run++) {
  // A visitor from Germany: the lookup answers DE at once, and without a lookup (an nginx build) the time zone says Berlin.
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    timezoneId: 'Europe/Berlin',
  })
  if (geoUrl)
    await context.route(new URL(geoUrl, `http://127.0.0.1:${port}`).href, (route) =>
      route.fulfill({
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: '{"country_code":"DE"}',
      }),
    )
  const page = await context.newPage()
  let redirectedAt = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/de/threats/') redirectedAt = Date.now()
  })
  const started = Date.now()
  await page.goto(`http://127.0.0.1:${port}/threats/`)
  await page.waitForURL(/\/de\/threats\/$/)
  runs.push(redirectedAt - started)
  await context.close()
}
await browser.close()
await server.close()
const { inline, detectCode } = await buildBootScripts(geoUrl)
runs.sort((a, b) => a - b)
const median = (runs[4]! + runs[5]!) / 2
console.log(`boot script: ${inline.length} bytes inline (budget 2048)`)
console.log(
  `language module (detection; a late answer offers the notice): ${detectCode.length} bytes, ${gzipSync(detectCode).length} gzipped; loaded by the inline script only for people on unprefixed paths with no stored choice`,
)
console.log(
  `navigation start → redirect request, ${geoUrl ? `instant lookup (${geoUrl})` : 'no lookup (time zone)'}: median of 10 ${median} ms (runs: ${runs.join(', ')} ms)`,
)
