/**
 * `npm run measure:session`: JavaScript a visitor downloads on the home page (gzipped, as
 * served), as an anonymous visitor and as a signed-in staff member with a stored session — the
 * only case that loads supabase-js on a marketing page. Needs a build with Supabase configured
 * (`npm run build:test`). Prints figures; asserts nothing.
 */
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './browserPath'
import { backendConfigFrom, sessionStorageKey } from '../../src/config/backendConfig'
import { distDir } from '../shared/projectPaths'
import { startPagesDev } from './pagesDev'

const port = 4393
const supabaseUrl = process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:24329'
backendConfigFrom({ VITE_SUPABASE_URL: supabaseUrl, VITE_SUPABASE_ANON_KEY: 'measurement' })

async function scriptKb(page: Page): Promise<{ kb: number; files: number }> {
  await page.waitForLoadState('networkidle')
  const sizes = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => entry.encodedBodySize),
  )
  return { kb: sizes.reduce((sum, size) => sum + size, 0) / 1024, files: sizes.length }
}

const server = await startPagesDev({ distDir, port })
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
try {
  const anonymous = await browser.newPage()
  await anonymous.goto(`http://127.0.0.1:${port}/`)
  const before = await scriptKb(anonymous)

  const context = await browser.newContext()
  // The auth server is not needed to see what is downloaded; answering nothing keeps it offline.
  await context.route(`${supabaseUrl}/**`, (route) => route.fulfill({ status: 503, body: '' }))
  const session = {
    access_token: 'x.e30.x',
    refresh_token: 'r',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    expires_in: 3600,
    token_type: 'bearer',
    user: { id: '00000000-0000-0000-0000-000000000000' },
  }
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    sessionStorageKey(supabaseUrl),
    JSON.stringify(session),
  ] as const)
  const signedIn = await context.newPage()
  await signedIn.goto(`http://127.0.0.1:${port}/`)
  const after = await scriptKb(signedIn)
  console.log(`home, anonymous visitor:     ${before.kb.toFixed(1)} KB JS gzipped in ${before.files} files`)
  console.log(
    `home, stored staff session:  ${after.kb.toFixed(1)} KB JS gzipped in ${after.files} files (+${(after.kb - before.kb).toFixed(1)} KB: supabase-js and the auth store, loaded after the page)`,
  )
} finally {
  await browser.close()
  await server.close()
}
