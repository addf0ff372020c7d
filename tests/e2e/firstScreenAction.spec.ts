import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
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

/** The header's and heroes' "Request a demo", in the language's own words. */
function requestDemoLabel(language: Language): string {
  const common = JSON.parse(readFileSync(join(projectRoot, 'locales', language, 'common.json'), 'utf8')) as {
    cta: { requestDemo: string }
  }
  return common.cta.requestDemo
}

for (const language of languages) {
  for (const viewport of viewports) {
    test(`DES-04: in ${language} at ${viewport.width} px, every page a buyer acts from shows “request a demo” in its first screen`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await page.setViewportSize(viewport)
      const missing: string[] = []
      const label = requestDemoLabel(language)
      for (const id of actionPages.filter((id) => languagesOfPage(id).includes(language))) {
        const path = localizedPath({ page: id, language })
        await gotoHydrated(page, path)
        const action = page.getByRole('main').getByRole('link', { name: label, exact: true }).first()
        const box = await action.boundingBox()
        if (!box) missing.push(`${path}: no “${label}” link in the page`)
        else if (box.y < 0 || box.y + box.height > viewport.height)
          missing.push(
            `${path}: the first “${label}” is at ${Math.round(box.y)} px, below the first screen (${viewport.height} px)`,
          )
      }
      expect(missing).toEqual([])
    })
  }
}
