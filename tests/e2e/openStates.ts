/**
 * Every state a visitor can open, in one place: how to open it, at which widths it exists, and
 * what it looks like when open. The open-state suite runs axe, the utility-conflict check and a
 * visual comparison on each; the keyboard suite walks through them. A closed page proves little:
 * the 2026-11-27 audit found the mobile menu white on white because no test ever opened it.
 */
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { languages, type Language } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { humanUserAgents } from '../fixtures/userAgents'
import { gotoHydrated } from './hydrated'

export const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'desktop', width: 1280, height: 800 },
] as const
export type Viewport = (typeof viewports)[number]

/** The desktop navigation (and its menus) appears from Tailwind's xl, 1280 px; below it, the menu sheet. */
const desktopNavigationFrom = 1280

/** The lead form's database call, answered by the test instead of the test backend. */
export const leadEndpoint = '**/rest/v1/rpc/submit_lead'

/** The header's menu below xl: the <details> whose panel is the dark sheet. */
export const menuSheet = (page: Page) => page.locator('header details', { has: page.locator('[data-panel="sheet"]') })
export const languageMenu = (page: Page) => page.locator('header details[name="language"]')
/** The desktop menus of the main navigation, and the calls to action's ("Demo or pilot"), in header order. */
export const desktopMenus = (page: Page) => page.locator('header details[name="main-nav"]')
export const searchButton = (page: Page) => page.locator('header button[aria-keyshortcuts]')

export interface OpenState {
  name: string
  /** The page it is opened on, per language. */
  path: (language: Language) => string
  /** The widths where the state exists at all. */
  exists: (viewport: Viewport, language: Language) => boolean
  /** A browser context of its own, for a state only some visitors see (the language notice). */
  context?: (browser: Browser, viewport: Viewport, language: Language) => Promise<BrowserContext>
  open: (page: Page, language: Language) => Promise<void>
  /** What must be on screen once it is open; the visual comparison pictures it. */
  shown: (page: Page) => Locator
  /** Pictured as the whole window instead, where the state is more than one element (errors beside their fields, a toast over the form). */
  pictureWindow?: boolean
  /**
   * A panel that opens over the page: axe's target-size rule then counts the page's own buttons
   * under it as too small (only their uncovered part is measured), although the panel closes at
   * the first press outside it. For such states the rule checks the panel's own targets only.
   */
  overlaysPage?: boolean
}

async function openDetails(details: Locator) {
  await details.locator('summary').first().click()
  await expect(details).toHaveAttribute('open', '')
}

/** Fills a lead form with values the form accepts. */
export async function fillValidLead(form: Locator) {
  await form.locator('[name="name"]').fill('Amira Haddad')
  await form.locator('[name="email"]').fill('amira.haddad@ministry.example')
  await form.locator('[name="organisation"]').fill('Ministry of Digital Affairs')
  await form.locator('[name="role"]').fill('Chief Information Security Officer')
  await form.locator('[name="country"]').selectOption('GB')
  await form.locator('[name="teamSize"]').selectOption('250-999')
  await form.locator('[name="interest"]').selectOption('government')
  await form.locator('[name="privacyNoticeAcknowledged"]').check()
}

const contactPath = (language: Language) => localizedPath({ page: 'contact', language })
const homePath = (language: Language) => localizedPath({ page: 'home', language })
const demoForm = (page: Page) => page.locator('main form').first()

const mainMenuStates: OpenState[] = ['Products', 'Solutions', 'Threats', 'Resources', 'Demo or pilot'].map(
  (name, index) => ({
    name: `menu ${index + 1} (${name})`,
    path: homePath,
    exists: (viewport) => viewport.width >= desktopNavigationFrom,
    open: (page) => openDetails(desktopMenus(page).nth(index)),
    shown: (page) => desktopMenus(page).nth(index).locator('[data-slot="dropdown-panel"]'),
    overlaysPage: true,
  }),
)

export const openStates: OpenState[] = [
  {
    name: 'mobile menu',
    path: homePath,
    exists: (viewport) => viewport.width < desktopNavigationFrom,
    open: (page) => openDetails(menuSheet(page)),
    shown: (page) => menuSheet(page).locator('[data-panel="sheet"]'),
  },
  {
    // The sheet's groups are an accordion (DES-11): one open, with its links.
    name: 'mobile menu, Products open',
    path: homePath,
    exists: (viewport) => viewport.width < desktopNavigationFrom,
    async open(page) {
      await openDetails(menuSheet(page))
      await openDetails(menuSheet(page).locator('details[name="mobile-nav"]').first())
      // Opening the group by pointer leaves focus on its summary; a keyboard visitor arrives by Tab.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    },
    shown: (page) => menuSheet(page).locator('[data-panel="sheet"]'),
  },
  ...mainMenuStates,
  {
    name: 'language menu',
    path: homePath,
    exists: () => true,
    open: (page) => openDetails(languageMenu(page)),
    shown: (page) => languageMenu(page).locator('[data-slot="dropdown-panel"]'),
    overlaysPage: true,
  },
  {
    name: 'search dialog',
    path: homePath,
    exists: () => true,
    async open(page) {
      await searchButton(page).click()
      const dialog = page.locator('dialog[open]')
      await dialog.locator('input[type="search"]').fill('ML-KEM')
      await expect(dialog.locator('ul li').first()).toBeVisible()
    },
    shown: (page) => page.locator('dialog[open]'),
  },
  {
    name: 'language notice',
    // Offered on the English page to a visitor who chose another language; English offers nothing.
    path: () => localizedPath({ page: 'encryption', language: 'en' }),
    exists: (_viewport, language) => language !== 'en',
    async context(browser, viewport, language) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        userAgent: humanUserAgents[0],
      })
      await context.addInitScript((chosen) => localStorage.setItem('i18nextLng', chosen), language)
      return context
    },
    async open(page) {
      await expect(page.locator('[data-language-notice]:visible p')).not.toBeEmpty()
    },
    shown: (page) => page.locator('[data-language-notice]:visible'),
  },
  {
    name: 'form errors',
    path: contactPath,
    exists: () => true,
    async open(page) {
      await demoForm(page).locator('[name="name"]').fill('A')
      await demoForm(page).locator('button[type="submit"]').click()
      await expect(demoForm(page).locator('[data-error-summary]')).toBeVisible()
      // The form puts focus on the first field in error once the errors are shown, which may scroll
      // the page: the state is open once it has (a box measured before that scroll is not where it is drawn).
      await expect(demoForm(page).locator('[aria-invalid="true"]:focus')).toHaveCount(1)
    },
    shown: (page) => demoForm(page).locator('[data-error-summary]'),
    pictureWindow: true,
  },
  {
    name: 'failure toast',
    path: contactPath,
    exists: () => true,
    async open(page) {
      await page.route(leadEndpoint, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
      )
      await fillValidLead(demoForm(page))
      await demoForm(page).locator('button[type="submit"]').click()
      const toast = page.locator('[data-toast="destructive"]')
      await expect(toast).toBeVisible()
      await expect(demoForm(page).locator('[data-lead-outcome]')).toBeFocused()
      // Held open while the pointer is on it, as a reader's would be.
      await toast.hover()
    },
    shown: (page) => page.locator('[data-toast="destructive"]'),
    pictureWindow: true,
  },
  {
    name: 'success toast',
    path: contactPath,
    exists: () => true,
    async open(page) {
      await page.route(leadEndpoint, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
      )
      await fillValidLead(demoForm(page))
      await demoForm(page).locator('button[type="submit"]').click()
      const toast = page.locator('[data-sonner-toast]').first()
      await expect(toast).toBeVisible()
      // As in the failure toast: focus has moved to the thanks before the toast is read.
      await expect(page.locator('[data-lead-thanks]')).toBeFocused()
      await toast.hover()
    },
    shown: (page) => page.locator('[data-sonner-toast]').first(),
  },
]

/** Contexts whose HTTP cache already holds the body font. */
const fontCached = new WeakSet<BrowserContext>()

export interface OpenedState {
  page: Page
  /** Closes the state's own context, if it had one; a shared context's page stays for the next state. */
  close: () => Promise<void>
}

/** The one page of each shared context, which every state opened there loads afresh. */
const pageOf = new WeakMap<BrowserContext, Page>()

/**
 * Opens a state in a freshly loaded page, hydrated and its font loaded: in `shared`'s one page
 * when given (`contextsPerWidth`), in a context of its own when the state needs one (the language
 * notice) or none is shared. A new tab cost Chromium 0.5 s of CPU before its page had loaded,
 * against 0.2 s for loading the next page in the same tab (docs/performance.md); a load leaves
 * nothing of the state before it but what the tab keeps: the pointer, which goes back to the
 * corner, and the routes a state set up, which are removed.
 */
export async function openState(
  browser: Browser,
  state: OpenState,
  viewport: Viewport,
  language: Language,
  shared?: BrowserContext,
): Promise<OpenedState> {
  const own = state.context
    ? await state.context(browser, viewport, language)
    : shared
      ? undefined
      : await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })
  const context = own ?? shared!
  let page = own ? undefined : pageOf.get(context)
  if (page) {
    await page.unrouteAll({ behavior: 'wait' })
    await page.mouse.move(0, 0)
  } else {
    page = await context.newPage()
    if (!own) pageOf.set(context, page)
  }
  // The body font is `font-display: optional`: a first load puts it in the cache, the next uses it.
  if (!fontCached.has(context)) {
    await page.goto(state.path(language))
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    fontCached.add(context)
  }
  await gotoHydrated(page, state.path(language))
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await state.open(page, language)
  await expect(state.shown(page)).toBeVisible()
  return { page, close: async () => own?.close() }
}

/**
 * A context per language and width, kept while one worker runs a file's tests: the font loads
 * once for each, and each state opens in a fresh load of the context's one page. `closeAll` in the
 * file's afterAll.
 */
export function contextsPerWidth() {
  const contexts = new Map<string, Promise<BrowserContext>>()
  return {
    for(browser: Browser, viewport: Viewport, language: Language): Promise<BrowserContext> {
      const key = `${language} ${viewport.name}`
      let context = contexts.get(key)
      if (!context) {
        context = browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })
        contexts.set(key, context)
      }
      return context
    },
    async closeAll(): Promise<void> {
      for (const context of contexts.values()) await (await context).close()
      contexts.clear()
    },
  }
}

export { languages }
