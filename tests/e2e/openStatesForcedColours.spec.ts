import { expect, test, type Locator, type Page } from '@playwright/test'
import { focusIndicatorPixels, undrawnSides } from './forcedColours'
import { axeViolations } from './openStateAxe'
import { contextsPerWidth, languages, openState, openStates, viewports } from './openStates'

/**
 * Issue 40, item 5: the open-state matrix (every menu, dialog, notice, form state and toast) in
 * forced colours too, where every background becomes Canvas and shadows disappear, so a panel
 * shows where it ends only by a border or outline. Each state is opened as in the matrix
 * (openStates.ts), with forced colours emulated in its browser context from the start; then axe
 * runs, every side of the open part that lies over the page must show a line, and the first
 * element inside it that takes focus from the keyboard must change pixels when it does.
 *
 * Which states where: every state exists at 390 px or at 1280 px (the mobile menu only below
 * 1280, the desktop menus only from it). All five languages run every state at 1280 px and the
 * mobile menu at 390 px, so every state is checked in every language; English also runs every
 * state at every width of the matrix, for each layout. The other languages at 390 and 1024 px
 * would show the same components with the same copy again, at about twice the run time. One test
 * per state, so a slow machine's timeout names the state. No pictures are recorded: the matrix
 * records them in normal colours.
 */
test.use({ forcedColors: 'active' })

const checked = languages.flatMap((language) =>
  viewports.flatMap((viewport) =>
    openStates
      .filter(
        (state) =>
          state.exists(viewport, language) &&
          (language === 'en' || viewport.width >= 1280 || (viewport.name === 'phone' && state.name === 'mobile menu')),
      )
      .map((state) => ({ language, viewport, state })),
  ),
)

/**
 * Moves focus by keyboard to the first element inside `part` that takes it, going backwards when
 * focus sits after it (as after a form's errors). False when no press reaches it.
 */
async function tabInto(page: Page, part: Locator): Promise<boolean> {
  for (let press = 0; press < 80; press++) {
    const where = await part.evaluate((element) => {
      const active = document.activeElement
      if (!active || active === document.body) return 'before'
      if (active !== element && element.contains(active)) return 'inside'
      return element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before'
    })
    if (where === 'inside') return true
    await page.keyboard.press(where === 'after' ? 'Shift+Tab' : 'Tab')
  }
  return false
}

/**
 * axe's colour contrast takes the text colour from -webkit-text-fill-color, which Chromium leaves
 * at the author's colour in forced colours while it paints the forced one, and the background from
 * the forced background-color: it then reports the page's light-on-dark text as light on white
 * (dequelabs/axe-core#3978, open). In forced colours the visitor's theme sets both colours; the
 * matrix checks contrast in normal colours.
 */
const unmeasurableInForcedColours = ['color-contrast']

const contexts = contextsPerWidth()
test.afterAll(() => contexts.closeAll())

const focusable = 'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, summary'

for (const { language, viewport, state } of checked) {
  test(`in forced colours, the ${state.name} in ${language} at ${viewport.width} px: axe finds nothing, it is outlined and shows focus`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const shared = await contexts.for(browser, viewport, language)
    const { page, close } = await openState(browser, state, viewport, language, shared)
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true)
    const problems: string[] = []
    const shown = state.shown(page)
    const sides = await undrawnSides(page, shown)
    if (sides.length > 0) problems.push(`no line on its ${sides.join(', ')} side in forced colours`)
    problems.push(...(await axeViolations(page, state, unmeasurableInForcedColours)))
    if ((await shown.locator(focusable).count()) > 0) {
      if (!(await tabInto(page, shown))) problems.push('the keyboard never reaches it')
      else {
        const { name, changed } = await focusIndicatorPixels(page)
        if (!changed) problems.push(`${name} changes ${changed ?? 'no'} pixels when it takes focus`)
      }
    }
    await close()
    expect(problems).toEqual([])
  })
}
