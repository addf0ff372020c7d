import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { languageTag } from '../../src/config/languages'
import { buildGeoUrl } from '../../scripts/plugins/bootScriptPlugin'
import { readingStartsAfterMs } from '../../src/boot/decideLanguage'
import { noticeDismissedKey } from '../../src/boot/languageNotice'
import { hostileLanguageValues } from '../fixtures/hostileLanguageValues'
import { botUserAgents, humanUserAgents } from '../fixtures/userAgents'
import { axeOn } from './axe'
import { waitForHydration } from './hydrated'

/**
 * The lookup the build baked into the language module, as the build decides it: the same-origin
 * /api/geo by default (Cloudflare Pages, Netlify, and the local server the tests use), a third party
 * only when VITE_GEO_URL names one. The tests answer it in the visitor's place. A build without a
 * lookup (nginx) is not what these tests check: `npm test` builds for the default host.
 */
const bakedGeoUrl = buildGeoUrl()
if (bakedGeoUrl === null)
  throw new Error(
    'This build has no country lookup (DEPLOY_HOST=nginx or VITE_GEO_URL=none); the language-redirect tests need one. Build with npm run build:test.',
  )
const geoUrl: string = bakedGeoUrl
const person = humanUserAgents[0]!
/** The notice that shows: every English page carries one per language it exists in, hidden until offered. */
const notice = '[data-language-notice]:visible'

type GeoAnswer = { status?: number; body?: string; hang?: boolean; until?: Promise<void> }

type VisitorOptions = { userAgent?: string; timezoneId?: string; answeredBeforeReading?: boolean }

/**
 * An answer that lands while the page cannot yet have been read is a redirect; one that lands more than
 * a second after the first paint is an offer (A11Y-16). On a busy machine the same test could land on
 * either side of that second. Playwright's clock (`clock.install`) replaces the page's performance
 * timeline with one that records no paint, so a test that expects the redirect sees a page that has not
 * been painted, which is how a visitor on a fast lookup meets it, however slow the machine running the
 * test. The reading window itself is tested with the real clock (A11Y-16 below).
 */
async function answeredBeforeReading(context: BrowserContext) {
  await context.clock.install()
}

async function visitor(browser: Browser, geo: GeoAnswer, options: VisitorOptions = {}) {
  const context = await browser.newContext({
    userAgent: options.userAgent ?? person,
    timezoneId: options.timezoneId ?? 'Europe/London',
  })
  if (options.answeredBeforeReading) await answeredBeforeReading(context)
  const lookups: string[] = []
  await context.route(geoUrl, async (route) => {
    lookups.push(route.request().url())
    if (geo.hang) return // never answers: the language module must give up after 5 s
    if (geo.until) await geo.until
    await route
      .fulfill({
        status: geo.status ?? 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: geo.body ?? '{}',
      })
      .catch(() => undefined)
  })
  const page = await context.newPage()
  return { context, page, lookups }
}

const country = (code: string): GeoAnswer => ({
  body: JSON.stringify({ ip: '203.0.113.7', country_code: code, country_name: 'x' }),
})

/** A lookup that answers only when the test says so. */
function heldCountry(code: string): GeoAnswer & { answer(): void } {
  let answer = () => undefined as void
  const until = new Promise<void>((resolve) => (answer = resolve))
  return { ...country(code), until, answer }
}

async function stored(page: Page, context: BrowserContext) {
  const storage = await page.evaluate(() => localStorage.getItem('i18nextLng'))
  const cookie = (await context.cookies()).find((c) => c.name === 'i18next')?.value ?? null
  return { storage, cookie }
}

const nothingStored = { storage: null, cookie: null }

// Spec: "A visitor with no stored language choice and no language prefix is redirected to the same
// path prefixed with the detected language code (the root path becomes /{lang}/)."
for (const [code, language] of [
  ['ES', 'es'],
  ['BR', 'pt'],
  ['SN', 'fr'],
  ['AT', 'de'],
  ['MX', 'es'],
  ['BE', 'de'],
] as const) {
  test(`a new visitor from ${code} goes to /${language}/, keeping path and query, and nothing is stored`, async ({
    browser,
  }) => {
    const { context, page, lookups } = await visitor(browser, country(code), { answeredBeforeReading: true })
    await page.goto('/threats/quantum/?ref=newsletter#migration')
    await expect(page).toHaveURL(new RegExp(`/${language}/threats/quantum/\\?ref=newsletter#migration$`))
    await expect(page.locator('html')).toHaveAttribute('lang', languageTag(language))
    expect(lookups).toHaveLength(1)
    // The default build asks its own origin (/api/geo): no visitor's address goes to a third party.
    if (!process.env.VITE_GEO_URL) expect(new URL(lookups[0]!).origin).toBe(new URL(page.url()).origin)
    // Detection is not a choice: nothing persistent is written on the visitor's device.
    expect(await stored(page, context)).toEqual(nothingStored)
    await context.close()
  })
}

test('the root becomes /{lang}/', async ({ browser }) => {
  const { context, page } = await visitor(browser, country('PT'), { answeredBeforeReading: true })
  await page.goto('/')
  await expect(page).toHaveURL(/\/pt\/$/)
  await context.close()
})

test('a country with no language of ours falls back to the time zone', async ({ browser }) => {
  const { context, page } = await visitor(browser, country('US'), {
    timezoneId: 'Europe/Paris',
    answeredBeforeReading: true,
  })
  await page.goto('/solutions/')
  await expect(page).toHaveURL(/\/fr\/solutions\/$/)
  await context.close()
})

test('a second visit in a new tab is detected again, since nothing was stored', async ({ browser }) => {
  const { context, page, lookups } = await visitor(browser, country('DE'), { answeredBeforeReading: true })
  await page.goto('/products/')
  await expect(page).toHaveURL(/\/de\/products\/$/)
  const second = await context.newPage()
  await second.goto('/encryption/')
  await expect(second).toHaveURL(/\/de\/encryption\/$/)
  expect(lookups).toHaveLength(2)
  expect(await stored(second, context)).toEqual(nothingStored)
  await context.close()
})

test('a visitor from elsewhere stays in English and nothing is stored', async ({ browser }) => {
  const { context, page, lookups } = await visitor(browser, country('JP'), { timezoneId: 'Asia/Tokyo' })
  await page.goto('/products/')
  await expect.poll(() => lookups.length).toBe(1)
  await page.waitForLoadState('networkidle')
  expect(page.url()).toMatch(/\/products\/$/)
  expect(await stored(page, context)).toEqual(nothingStored)
  await expect(page.locator(notice)).toHaveCount(0)
  await context.close()
})

test('a lookup that never answers is abandoned after 5 s; the page works meanwhile, stays English and stores nothing', async ({
  browser,
}) => {
  const { context, page } = await visitor(browser, { hang: true }, { timezoneId: 'Europe/Berlin' })
  await page.goto('/faqs/')
  await expect(page.locator('main h1')).toBeVisible()
  await page.waitForTimeout(6_000)
  expect(page.url()).toMatch(/\/faqs\/$/)
  expect(await stored(page, context)).toEqual(nothingStored)
  await expect(page.locator(notice)).toHaveCount(0)
  await context.close()
})

for (const [name, geo] of [
  ['a 500 answer', { status: 500, body: '{"error":true}' }],
  ['a body that is not JSON', { body: '<html>rate limited</html>' }],
  ['JSON without country_code', { body: '{"country":"DE"}' }],
  ['a malformed country_code', { body: '{"country_code":"<script>"}' }],
] as const) {
  test(`${name} from the lookup gives English and stores nothing, even in a German time zone`, async ({ browser }) => {
    const { context, page, lookups } = await visitor(browser, geo, { timezoneId: 'Europe/Berlin' })
    await page.goto('/contact/')
    await expect.poll(() => lookups.length).toBe(1)
    await page.waitForLoadState('networkidle')
    expect(page.url()).toMatch(/\/contact\/$/)
    expect(await stored(page, context)).toEqual(nothingStored)
    await expect(page.locator(notice)).toHaveCount(0)
    await context.close()
  })
}

const choices: [string, string, (context: BrowserContext, page: Page) => Promise<string>][] = [
  ['the lng query parameter', 'de', async () => '/products/?lng=de'],
  [
    'the i18next cookie',
    'pt',
    async (context) => {
      await context.addCookies([{ name: 'i18next', value: 'pt', url: test.info().project.use.baseURL! }])
      return '/products/'
    },
  ],
  [
    'localStorage',
    'es',
    async (context) => {
      await context.addInitScript(() => localStorage.setItem('i18nextLng', 'es'))
      return '/products/'
    },
  ],
]

for (const [where, language, prepare] of choices) {
  test(`a stored choice in ${where} is never redirected: no lookup, the page stays, the notice offers it, and its link stores the choice`, async ({
    browser,
  }) => {
    const { context, page, lookups } = await visitor(browser, country('FR'))
    const path = await prepare(context, page)
    await page.goto(path)
    const offer = page.locator(notice)
    await expect(offer).toBeVisible()
    await expect(offer).toHaveAttribute('lang', language)
    // A labelled landmark, in the page right after the skip link (A11Y-02).
    await expect(offer).toHaveJSProperty('tagName', 'ASIDE')
    await expect(offer).toHaveAttribute('aria-label', /./)
    const before = await offer.evaluate((element) => {
      let previous = element.previousElementSibling
      while (previous?.matches('[data-language-notice]')) previous = previous.previousElementSibling
      return previous?.getAttribute('href')
    })
    expect(before, 'what comes before the notices').toBe('#main')
    expect(new URL(page.url()).pathname).toBe('/products/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(lookups).toHaveLength(0)
    const link = offer.getByRole('link')
    // The same page in that language; nothing of the address the visitor came with is copied into the page.
    await expect(link).toHaveAttribute('href', `/${language}/products/`)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/${language}/products`))
    expect(await stored(page, context)).toEqual({ storage: language, cookie: language })
    await context.close()
  })
}

test('the notice is written in the language it offers, and a dismissal lasts for the browser session', async ({
  browser,
}) => {
  const { context, page } = await visitor(browser, country('FR'))
  await context.addCookies([{ name: 'i18next', value: 'de', url: test.info().project.use.baseURL! }])
  await page.goto('/encryption/')
  const offer = page.locator(notice)
  await expect(offer).toContainText('Diese Seite gibt es auch auf Deutsch.')
  await expect(offer.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/de/encryption/')
  await offer.getByRole('button', { name: 'Schließen' }).click()
  await expect(offer).toHaveCount(0)
  expect(await page.evaluate((key) => sessionStorage.getItem(key), noticeDismissedKey)).toBe('1')
  await page.goto('/products/')
  await page.waitForLoadState('networkidle')
  await expect(page.locator(notice)).toHaveCount(0)
  await context.close()
})

test('the notice works by keyboard and closes with Escape', async ({ browser }) => {
  const { context, page } = await visitor(browser, country('FR'))
  await context.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'))
  await page.goto('/faqs/')
  const offer = page.locator(notice)
  await expect(offer.getByRole('link')).toBeVisible()
  await offer.getByRole('link').focus()
  await page.keyboard.press('Tab')
  await expect(offer.getByRole('button', { name: 'Fermer' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(offer).toHaveCount(0)
  await context.close()
})

test('the notice moves no layout and passes axe', async ({ browser }) => {
  const { context, page } = await visitor(browser, country('FR'))
  // The web font stays away, so the only thing that could move the layout is the notice: on a busy
  // machine the font's late swap shifted text by a few thousandths, which is not what this measures.
  await context.route(/\.woff2(\?.*)?$/, (route) => route.abort())
  await context.addInitScript(() => {
    localStorage.setItem('i18nextLng', 'es')
    const record = window as unknown as { shifts: number; shiftSources: string[] }
    record.shifts = 0
    record.shiftSources = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
        record.shifts += entry.value
        for (const source of entry.sources ?? [])
          record.shiftSources.push(
            source.node instanceof Element ? source.node.outerHTML.slice(0, 160) : String(source.node?.nodeName),
          )
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/solutions/')
  await expect(page.locator(notice).getByRole('link')).toBeVisible()
  await waitForHydration(page)
  // Under the full suite a shift of ~0.0035 was seen twice (never alone, source not yet identified);
  // the bound stays far below the CLS budget (0.02), and the sources are printed if it is passed.
  const { shifts, shiftSources } = await page.evaluate(() => {
    const record = window as unknown as { shifts: number; shiftSources: string[] }
    return { shifts: record.shifts, shiftSources: record.shiftSources }
  })
  expect(shifts, `layout shifted by: ${shiftSources.join(' | ')}`).toBeLessThan(0.005)
  const results = await axeOn(page).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await context.close()
})

test('a lookup answering after the visitor started typing on /contact keeps them there, with every value, and offers the language', async ({
  browser,
}) => {
  const geo = heldCountry('DE')
  const { context, page, lookups } = await visitor(browser, geo)
  await page.goto('/contact/')
  await expect.poll(() => lookups.length).toBe(1)
  const form = page.locator('main form').first()
  const typed = {
    name: 'Amira Haddad',
    email: 'amira.haddad@ministry.example',
    organisation: 'Ministry of Digital Affairs',
    message: 'We would like a pilot for 40 people.',
  }
  for (const [field, value] of Object.entries(typed)) await form.locator(`[name="${field}"]`).fill(value)
  geo.answer()
  await expect(page.locator(notice)).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/contact/')
  for (const [field, value] of Object.entries(typed)) await expect(form.locator(`[name="${field}"]`)).toHaveValue(value)
  await expect(page.locator(notice).getByRole('link')).toHaveAttribute('href', '/de/contact/')
  expect(await stored(page, context)).toEqual(nothingStored)
  await context.close()
})

test('a visitor who follows "Sign in" while the lookup is pending ends on /sign-in, not on a missing German page', async ({
  browser,
}) => {
  const geo = heldCountry('DE')
  const { context, page, lookups } = await visitor(browser, geo)
  await page.goto('/')
  await waitForHydration(page)
  await expect.poll(() => lookups.length).toBe(1)
  await page.locator('footer').getByRole('link', { name: 'Staff sign-in' }).click()
  await expect(page).toHaveURL(/\/sign-in\/$/)
  geo.answer()
  await page.waitForTimeout(500)
  await page.waitForLoadState('networkidle')
  expect(new URL(page.url()).pathname).toBe('/sign-in/')
  await expect(page.locator(notice)).toHaveCount(0)
  await context.close()
})

test('a visitor who has not touched the page when the answer arrives is still moved', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: person, timezoneId: 'Europe/London' })
  await answeredBeforeReading(context)
  const page = await context.newPage()
  // The pointer moves and the page scrolls while the lookup is under way (that is not using the
  // page); the answer follows at once, while the page cannot yet have been read.
  await context.route(geoUrl, async (route) => {
    await page.mouse.move(200, 300)
    await page.mouse.wheel(0, 400)
    await route.fulfill({ status: 200, contentType: 'application/json', body: country('AT').body! })
  })
  await page.goto('/downloads/', { waitUntil: 'commit' })
  await expect(page).toHaveURL(/\/de\/downloads\/$/)
  await context.close()
})

// Issue 30: "the redirect happens only while the page cannot yet have been read (an answer
// arriving after first paint plus a short window you justify becomes the notice instead)".
test('accessibility 2026-11-27 A11Y-16: an answer arriving more than a second after the first paint offers the language instead of replacing a page being read, though nothing was pressed', async ({
  browser,
}) => {
  const geo = heldCountry('FR')
  const { context, page, lookups } = await visitor(browser, geo)
  await page.goto('/faqs/')
  await expect.poll(() => lookups.length).toBe(1)
  // A screen reader in browse mode, or a reader scrolling: no key press, no click.
  await page.mouse.wheel(0, 300)
  await page.waitForFunction((windowMs) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    return paint !== undefined && performance.now() - paint.startTime > windowMs + 200
  }, readingStartsAfterMs)
  geo.answer()
  const offer = page.locator(notice)
  await expect(offer.getByRole('link')).toHaveAttribute('href', '/fr/faqs/')
  // Shown after the page was: announced once, in a live region of its own.
  await expect(page.locator('p[role="status"][lang="fr"]')).toHaveText('Cette page existe aussi en français.')
  await page.waitForTimeout(500)
  expect(new URL(page.url()).pathname).toBe('/faqs/')
  expect(await stored(page, context)).toEqual(nothingStored)
  await context.close()
})

test('a choice made in the language menu while the lookup is pending wins', async ({ browser }) => {
  const geo = heldCountry('DE')
  const { context, page, lookups } = await visitor(browser, geo)
  await page.goto('/threats/')
  await expect.poll(() => lookups.length).toBe(1)
  // Opened before the application has loaded: the click starts hydration, which must not close the menu.
  await page.locator('header details[name="language"] summary').click()
  await page.getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL(/\/fr\/threats\/$/)
  geo.answer()
  await page.waitForTimeout(500)
  expect(new URL(page.url()).pathname).toBe('/fr/threats/')
  expect(await stored(page, context)).toEqual({ storage: 'fr', cookie: 'fr' })
  await context.close()
})

test('pages that exist only in English cause no lookup and no notice', async ({ browser }) => {
  const { context, page, lookups } = await visitor(browser, country('DE'))
  for (const path of ['/competitor-comparison/', '/pricing/', '/sign-in/', '/resources/blog/']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname, path).toBe(path)
  }
  expect(lookups).toHaveLength(0)
  await context.addCookies([{ name: 'i18next', value: 'de', url: test.info().project.use.baseURL! }])
  await page.goto('/competitor-comparison/')
  await page.waitForLoadState('networkidle')
  await expect(page.locator(notice)).toHaveCount(0)
  await context.close()
})

test('the switcher’s English choice is kept on the next visit, without a lookup or a notice', async ({ browser }) => {
  const { context, page, lookups } = await visitor(browser, country('DE'), { answeredBeforeReading: true })
  await page.goto('/')
  await expect(page).toHaveURL(/\/de\/$/)
  await waitForHydration(page)
  await page.locator('header details[name="language"] summary').click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/threats/')
  await page.waitForLoadState('networkidle')
  expect(page.url()).toMatch(/\/threats\/$/)
  expect(lookups).toHaveLength(1)
  await expect(page.locator(notice)).toHaveCount(0)
  await context.close()
})

test('the prerendered notices are hidden: none shows until a stored choice or an answer offers one, and only English pages that exist elsewhere carry them', async ({
  request,
}) => {
  for (const path of ['/', '/products/', '/contact/']) {
    const html = await (await request.get(path)).text()
    expect(html.match(/<html[^>]*>/)![0], path).not.toContain('data-language-offer')
    for (const language of ['es', 'pt', 'fr', 'de']) expect(html, path).toContain(`data-language-notice="${language}"`)
  }
  for (const path of ['/es/products/', '/de/contact/', '/sign-in/'])
    expect(await (await request.get(path)).text(), path).not.toContain('data-language-notice')
})

for (const [name, userAgent] of Object.entries(botUserAgents)) {
  test(`${name} is never redirected, causes no lookup and is never shown the notice`, async ({ browser }) => {
    const { context, page, lookups } = await visitor(browser, country('DE'), { userAgent })
    await context.addCookies([{ name: 'i18next', value: 'de', url: test.info().project.use.baseURL! }])
    await page.goto('/products/')
    await page.waitForLoadState('networkidle')
    expect(page.url()).toMatch(/\/products\/$/)
    expect(lookups).toHaveLength(0)
    await expect(page.locator(notice)).toHaveCount(0)
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
    expect(new URL(page.url()).pathname, value).toBe('/threats/')
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
  const { context, page } = await visitor(browser, country('AT'), { answeredBeforeReading: true })
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError')
      },
    })
    Object.defineProperty(Document.prototype, 'cookie', {
      get() {
        throw new DOMException('blocked', 'SecurityError')
      },
      set() {
        throw new DOMException('blocked', 'SecurityError')
      },
    })
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/solutions/')
  await expect(page).toHaveURL(/\/de\/solutions\/$/)
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
  await page.goto('/downloads/')
  await page.waitForLoadState('networkidle')
  expect(page.url()).toMatch(/\/downloads\/$/)
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull()
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
