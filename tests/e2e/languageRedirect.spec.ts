import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { defaultGeoUrl } from '../../scripts/bootScriptPlugin'
import { hostileLanguageValues } from '../fixtures/hostileLanguageValues'
import { botUserAgents, humanUserAgents } from '../fixtures/userAgents'

const geoUrl = process.env.VITE_GEO_URL || defaultGeoUrl
const person = humanUserAgents[0]!

type GeoAnswer = { status?: number; body?: string; hang?: boolean }

async function visitor(browser: import('@playwright/test').Browser, geo: GeoAnswer, options: { userAgent?: string; timezoneId?: string } = {}) {
  const context = await browser.newContext({ userAgent: options.userAgent ?? person, timezoneId: options.timezoneId ?? 'Europe/London' })
  const lookups: string[] = []
  await context.route(geoUrl, async (route) => {
    lookups.push(route.request().url())
    if (geo.hang) return // never answers: the boot script must give up after 5 s
    await route.fulfill({ status: geo.status ?? 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: geo.body ?? '{}' })
  })
  const page = await context.newPage()
  return { context, page, lookups }
}

const country = (code: string): GeoAnswer => ({ body: JSON.stringify({ ip: '203.0.113.7', country_code: code, country_name: 'x' }) })

async function stored(page: Page, context: BrowserContext) {
  const storage = await page.evaluate(() => localStorage.getItem('i18nextLng'))
  const cookie = (await context.cookies()).find((c) => c.name === 'i18next')?.value ?? null
  return { storage, cookie }
}

for (const [code, language] of [['ES', 'es'], ['BR', 'pt'], ['SN', 'fr'], ['AT', 'de'], ['MX', 'es'], ['BE', 'de']] as const) {
  test(`a new visitor from ${code} goes to /${language}/, keeping path and query`, async ({ browser }) => {
    const { context, page, lookups } = await visitor(browser, country(code))
    await page.goto('/threats/quantum?ref=newsletter#migration')
    await expect(page).toHaveURL(new RegExp(`/${language}/threats/quantum\\?ref=newsletter#migration$`))
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    expect(lookups).toHaveLength(1)
    expect(await stored(page, context)).toEqual({ storage: language, cookie: language })
    await context.close()
  })
}

test('the root becomes /{lang}/', async ({ browser }) => {
  const { context, page } = await visitor(browser, country('PT'))
  await page.goto('/')
  await expect(page).toHaveURL(/\/pt\/$/)
  await context.close()
})

test('a country with no language of ours falls back to the time zone', async ({ browser }) => {
  const { context, page } = await visitor(browser, country('US'), { timezoneId: 'Europe/Paris' })
  await page.goto('/solutions')
  await expect(page).toHaveURL(/\/fr\/solutions$/)
  await context.close()
})

test('a visitor from elsewhere stays in English, and the result is stored so the lookup runs once', async ({ browser }) => {
  const { context, page, lookups } = await visitor(browser, country('JP'), { timezoneId: 'Asia/Tokyo' })
  await page.goto('/products')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en')
  await page.goto('/encryption')
  await page.waitForLoadState('networkidle')
  expect(page.url()).toMatch(/\/encryption$/)
  expect(lookups).toHaveLength(1)
  await context.close()
})

test('a lookup that never answers is abandoned after 5 s; the page works meanwhile and ends in English', async ({ browser }) => {
  const { context, page } = await visitor(browser, { hang: true }, { timezoneId: 'Europe/Berlin' })
  await page.goto('/faqs')
  await expect(page.locator('main h1')).toBeVisible()
  await page.locator('header details[name="language"] summary').click()
  await expect(page.locator('header details[name="language"]')).toHaveAttribute('open', '')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng')), { timeout: 9000 }).toBe('en')
  expect(page.url()).toMatch(/\/faqs$/)
  await context.close()
})

for (const [name, geo] of [
  ['a 500 answer', { status: 500, body: '{"error":true}' }],
  ['a body that is not JSON', { body: '<html>rate limited</html>' }],
  ['JSON without country_code', { body: '{"country":"DE"}' }],
  ['a malformed country_code', { body: '{"country_code":"<script>"}' }],
] as const) {
  test(`${name} from the lookup gives English, even in a German time zone`, async ({ browser }) => {
    const { context, page } = await visitor(browser, geo, { timezoneId: 'Europe/Berlin' })
    await page.goto('/contact')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en')
    expect(page.url()).toMatch(/\/contact$/)
    await context.close()
  })
}

test('a stored choice in the lng query parameter wins, without a lookup', async ({ browser }) => {
  const { context, page, lookups } = await visitor(browser, country('FR'))
  await page.goto('/products?lng=de')
  await expect(page).toHaveURL(/\/de\/products\?lng=de$/)
  expect(lookups).toHaveLength(0)
  expect(await stored(page, context)).toEqual({ storage: 'de', cookie: 'de' })
  await context.close()
})

test('a stored choice in the i18next cookie wins, without a lookup', async ({ browser }) => {
  const { context, page, lookups } = await visitor(browser, country('FR'))
  await context.addCookies([{ name: 'i18next', value: 'pt', url: test.info().project.use.baseURL! }])
  await page.goto('/encryption')
  await expect(page).toHaveURL(/\/pt\/encryption$/)
  expect(lookups).toHaveLength(0)
  await context.close()
})

test('a stored choice in localStorage wins, without a lookup', async ({ browser }) => {
  const { context, page, lookups } = await visitor(browser, country('DE'))
  await context.addInitScript(() => localStorage.setItem('i18nextLng', 'es'))
  await page.goto('/')
  await expect(page).toHaveURL(/\/es\/$/)
  expect(lookups).toHaveLength(0)
  await context.close()
})

test('the switcher’s choice wins on the next visit', async ({ browser }) => {
  const { context, page, lookups } = await visitor(browser, country('DE'))
  await page.goto('/')
  await expect(page).toHaveURL(/\/de\/$/)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.locator('header details[name="language"] summary').click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/threats')
  await page.waitForLoadState('networkidle')
  expect(page.url()).toMatch(/\/threats$/)
  expect(lookups).toHaveLength(1)
  await context.close()
})

for (const [name, userAgent] of Object.entries(botUserAgents)) {
  test(`${name} is never redirected and causes no lookup`, async ({ browser }) => {
    const { context, page, lookups } = await visitor(browser, country('DE'), { userAgent })
    await page.goto('/products')
    await page.waitForLoadState('networkidle')
    expect(page.url()).toMatch(/\/products$/)
    expect(lookups).toHaveLength(0)
    await context.close()
  })
}

test('hostile lng values cause no dialog, no reflected text, no storage and no redirect', async ({ browser }) => {
  test.setTimeout(120_000)
  const { context, page, lookups } = await visitor(browser, country('DE'))
  let dialogs = 0
  page.on('dialog', async (dialog) => {
    dialogs += 1
    await dialog.dismiss()
  })
  for (const value of hostileLanguageValues) {
    await page.goto(`/threats?lng=${encodeURIComponent(value)}`)
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname, value).toBe('/threats')
    const html = await page.content()
    expect(html, value).not.toContain('alert(1)')
    expect(html, value).not.toContain('onerror=')
    expect(await stored(page, context), value).toEqual({ storage: null, cookie: null })
  }
  expect(dialogs).toBe(0)
  expect(lookups).toHaveLength(0)
  await context.close()
})

test('storage and cookies that throw do not break the page or the detection', async ({ browser }) => {
  const { context, page } = await visitor(browser, country('AT'))
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError') } })
    Object.defineProperty(Document.prototype, 'cookie', { get() { throw new DOMException('blocked', 'SecurityError') }, set() { throw new DOMException('blocked', 'SecurityError') } })
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/solutions')
  await expect(page).toHaveURL(/\/de\/solutions$/)
  await expect(page.locator('main h1')).toBeVisible()
  expect(errors).toEqual([])
  await context.close()
})

test('a missing Intl does not break detection', async ({ browser }) => {
  const { context, page } = await visitor(browser, country('US'))
  await context.addInitScript(() => {
    // @ts-expect-error simulating a browser without Intl
    delete window.Intl
  })
  await page.goto('/downloads')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en')
  expect(page.url()).toMatch(/\/downloads$/)
  await context.close()
})

test('a path that looks like another host is never turned into a cross-origin redirect', async ({ browser }) => {
  const { context, page } = await visitor(browser, country('DE'))
  const base = test.info().project.use.baseURL!
  await page.goto(`${base}//evil.example/x`)
  await page.waitForLoadState('networkidle')
  expect(new URL(page.url()).host).toBe(new URL(base).host)
  await context.close()
})
