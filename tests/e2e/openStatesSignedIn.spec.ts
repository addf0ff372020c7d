import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test'
import { languageOfTag, type Language } from '../../routes.config'
import { sessionStorageKey } from '../../src/config/backendConfig'
import { testBackend } from './fakeSupabase'
import { focusCover } from './focusCover'
import { axeViolations } from './openStateAxe'
import { contextsPerWidth, openState, openStates, viewports, type Viewport } from './openStates'
import { signInAsAdministrator, toolbarIn } from './staffSession'

/**
 * Issue 40, item 5: the open-state matrix (openStates.ts) also runs signed in as staff, as an
 * administrator at aal2 with the staff bar and its toolbar showing. Each state is opened as in
 * openStates.spec.ts, then checked where it is open: axe over the whole page, and the focused
 * element, and the next few stops Tab reaches from it, not hidden by anything (focusCover).
 *
 * Not the whole 5 × 3 grid, but every state in every language at least once: each language at
 * 1280 px, where the five desktop menus exist, and at one narrower width, where the menu sheet
 * does: phone for en, pt and de, tablet for es and fr. The language notice has no English case.
 */
const widthFor = (name: Viewport['name']) => viewports.find((viewport) => viewport.name === name)!
const runs: [Language, Viewport][] = [
  ['en', widthFor('phone')],
  ['en', widthFor('desktop')],
  ['es', widthFor('tablet')],
  ['es', widthFor('desktop')],
  ['pt', widthFor('phone')],
  ['pt', widthFor('desktop')],
  ['fr', widthFor('tablet')],
  ['fr', widthFor('desktop')],
  ['de', widthFor('phone')],
  ['de', widthFor('desktop')],
]
/** Focus stops checked after the one the state opened with. */
const stopsAfterOpening = 3

/** Only the session: no language choice or other state from the sign-in page comes along. */
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>
let session: StorageState

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext()
  // Every context starts from this one stored session. It must outlive the whole run: a token
  // refreshed in one context would spend the refresh token the next context starts with.
  await signInAsAdministrator(await context.newPage(), { accessTokenSeconds: 8 * 3600 })
  const key = sessionStorageKey(testBackend.url)
  const stored = await context.storageState()
  session = {
    cookies: [],
    origins: stored.origins.map((origin) => ({
      origin: origin.origin,
      localStorage: origin.localStorage.filter((entry) => entry.name === key),
    })),
  }
  await context.close()
})

/**
 * The same browser, except that every context it opens starts with the administrator's session:
 * openState opens its own contexts, some through the state's own `context` (the language notice).
 */
function signedIn(browser: Browser): Browser {
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext')
        return (options: BrowserContextOptions = {}) => target.newContext({ ...options, storageState: session })
      const value: unknown = Reflect.get(target, property)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}

const contexts = contextsPerWidth()
test.afterAll(() => contexts.closeAll())

for (const [language, viewport] of runs) {
  for (const state of openStates.filter((candidate) => candidate.exists(viewport, language))) {
    test(`signed in as an administrator, ${state.name} in ${language} at ${viewport.width} px: axe finds nothing, nothing hides the focus`, async ({
      browser,
    }) => {
      // A page load with the session restored, axe and a few Tab presses: slow on a busy machine.
      test.setTimeout(90_000)
      const problems: string[] = []
      const administrator = signedIn(browser)
      const shared = await contexts.for(administrator, viewport, language)
      const { page, close } = await openState(administrator, state, viewport, language, shared)
      // The language notice is offered on an English page: the toolbar speaks the page's language.
      // <html lang> is the language's tag (pt-PT): the toolbar is found by its route language (TR-22).
      const pageLanguage = languageOfTag(await page.locator('html').getAttribute('lang'))!
      await expect(toolbarIn(page, pageLanguage), 'the toolbar shows').toBeVisible()
      problems.push(...(await axeViolations(page, state)))
      for (let stop = 0; stop <= stopsAfterOpening; stop++) {
        if (stop > 0) await page.keyboard.press('Tab')
        const cover = await focusCover(page)
        // A state that opens without moving focus (the language notice) starts from <body>.
        if (cover.name === 'body') continue
        if (cover.hidden) problems.push(`stop ${stop}: ${cover.name}: ${cover.hidden}`)
      }
      await close()
      expect(problems).toEqual([])
    })
  }
}
