import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { languages, type Language, type PageId } from '../../routes.config'
import { projectRoot } from '../../scripts/shared/projectPaths'
import { languagesOfPage, localizedPath } from '../../src/routing/localizedPath'
import { gotoHydrated } from './hydrated'

/**
 * Every page a buyer acts from opens with the next step in its first screen, on a phone and on a
 * desktop, in every language (issue 44 item 2; design review DES-04: the edition pages' first
 * action was the band at the foot of a page 7,300 px tall). The pages that are the next step
 * themselves (contact, get started), or from which a buyer does not act (legal, accessibility,
 * account, downloads, the blog's index, the disclosure policy), open without it: PageHero's
 * `actions={null}`. Only the page's own content counts, not the header's button.
 */
const actionPages: PageId[] = [
  'home',
  'products',
  'productEnterprise',
  'productGovernment',
  'productOnPremises',
  'productVoiceGateway',
  'solutions',
  'solutionMessaging',
  'solutionCalls',
  'solutionFileTransfer',
  'solutionIndustries',
  'threats',
  'threatAirInterface',
  'threatNetwork',
  'threatApplication',
  'threatAi',
  'threatQuantum',
  'encryption',
  'outOfBand',
  'faqs',
  'security',
  'trustCentre',
  'company',
  'competitorComparison',
  'pricing',
]

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]

/** The header's and heroes' calls to action, in the language's own words. */
function callsToAction(language: Language): { requestDemo: string; planPilot: string } {
  const common = JSON.parse(readFileSync(join(projectRoot, 'locales', language, 'common.json'), 'utf8')) as {
    cta: { requestDemo: string; planPilot: string }
  }
  return common.cta
}

/**
 * Every page a buyer acts from also ends with the same two actions, in the closing band, after all
 * its content (design review DES-03: the security, Trust Centre and company pages ended without
 * one; /contact/ ended with a band asking for the demo its form had already offered). One load of
 * each page answers both findings.
 */
async function closingActionsOf(page: Page, expected: string[][], path: string): Promise<string | undefined> {
  const last = page.locator('main section').last()
  const links = await last
    .locator('[data-closing-actions] a, a')
    .evaluateAll((anchors) => anchors.map((anchor) => [anchor.getAttribute('href'), anchor.textContent?.trim()]))
  if ((await last.getAttribute('data-closing-actions')) === null || JSON.stringify(links) !== JSON.stringify(expected))
    return `${path}: ends with ${JSON.stringify(links)}`
  return undefined
}

/** The two closing actions of a language's pages: where each links, and what it says. */
function closingActions(language: Language, { requestDemo, planPilot }: ReturnType<typeof callsToAction>): string[][] {
  return [
    [`${localizedPath({ page: 'contact', language })}#request-a-demo`, requestDemo],
    [`${localizedPath({ page: 'getStarted', language })}#plan-a-pilot`, planPilot],
  ]
}

for (const language of languages) {
  test(`DES-04: in ${language} at ${viewports.map(({ width }) => width).join(' and ')} px, every page a buyer acts from shows “request a demo” in its first screen; DES-03: it ends with the two calls to action, and /contact/ and /get-started/ end with their form`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const missing: string[] = []
    const endings: string[] = []
    const actions = callsToAction(language)
    const label = actions.requestDemo
    const closing = closingActions(language, actions)
    for (const id of actionPages.filter((id) => languagesOfPage(id).includes(language))) {
      const path = localizedPath({ page: id, language })
      // Loaded once, at the first width; each further width is a resize, as the reflow tests do.
      await page.setViewportSize(viewports[0]!)
      await gotoHydrated(page, path)
      for (const viewport of viewports) {
        await page.setViewportSize(viewport)
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        const action = page.getByRole('main').getByRole('link', { name: label, exact: true }).first()
        const box = await action.boundingBox()
        if (!box) missing.push(`${path} at ${viewport.width} px: no “${label}” link in the page`)
        else if (box.y < 0 || box.y + box.height > viewport.height)
          missing.push(
            `${path} at ${viewport.width} px: the first “${label}” is at ${Math.round(box.y)} px, below the first screen (${viewport.height} px)`,
          )
      }
      const ending = await closingActionsOf(page, closing, path)
      if (ending) endings.push(ending)
    }
    for (const id of ['contact', 'getStarted'] as const) {
      const path = localizedPath({ page: id, language })
      await gotoHydrated(page, path)
      if ((await page.locator('[data-closing-actions]').count()) > 0) endings.push(`${path}: has the closing band`)
      if ((await page.locator('main form').count()) !== 1) endings.push(`${path}: not exactly one form`)
    }
    expect.soft(missing, 'DES-04: pages whose first screen has no “request a demo”').toEqual([])
    expect(endings, 'DES-03: pages that do not end with the two calls to action').toEqual([])
  })
}
