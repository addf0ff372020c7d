import { expect, test } from '@playwright/test'
import { conflictingUtilities } from '../../dist-check/checks/utilityConflicts'
import { axeViolations } from './openStateAxe'
import { contextsPerWidth, languages, openState, openStates, viewports } from './openStates'

/**
 * Issue 30: "axe and a visual snapshot run with each menu, the mobile menu, the language menu,
 * the search dialog, the language notice, the toasts and the form's error state open, at 390,
 * 1024 and 1280 px, in all five languages." Each state is opened as a visitor opens it (a click,
 * a search, a submit), then checked where it is open: axe over the whole page, no element with
 * two utilities of one property, and the open part against its recorded picture
 * (`npm run test:visual:update` rewrites them; look at them before committing).
 */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const contexts = contextsPerWidth()
test.afterAll(() => contexts.closeAll())

for (const language of languages) {
  for (const viewport of viewports) {
    const states = openStates.filter((state) => state.exists(viewport, language))
    test(`${states.length} open states in ${language} at ${viewport.width} px: axe finds nothing, no utility collides, each looks as recorded`, async ({
      browser,
    }) => {
      test.setTimeout(states.length * 30_000)
      const problems: string[] = []
      const shared = await contexts.for(browser, viewport, language)
      for (const state of states) {
        const { page, close } = await openState(browser, state, viewport, language, shared)
        problems.push(...(await axeViolations(page, state)))
        const classLists = await page.evaluate(() => [
          ...new Set([...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? '')),
        ])
        for (const classList of classLists) {
          const dropped = conflictingUtilities(classList)
          if (dropped.length > 0)
            problems.push(`${state.name}: "${classList}" sets a property twice (${dropped.join(', ')})`)
        }
        await expect
          .soft(state.pictureWindow ? page : state.shown(page), `${state.name} looks as recorded`)
          .toHaveScreenshot(`open-${slug(state.name)}-${language}-${viewport.name}.png`, {
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.01,
          })
        await close()
      }
      expect(problems).toEqual([])
    })
  }
}
