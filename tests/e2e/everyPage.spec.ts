import { expect, test } from '@playwright/test'
import { languages, type PageId } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { notFoundFile } from '../../src/routing/routeTable'
import { axeOn, wcagTags } from './axe'
import { waitForHydration } from './hydrated'

// Whether every page loads with no console error, CSP violation or failed request is watched in the
// walk over every page of textIntegrity.spec.ts, which loads each page once for all it checks.

const pageTypes: PageId[] = [
  'home',
  'productEnterprise',
  'threats',
  'threatQuantum',
  'solutionMessaging',
  'solutionIndustries',
  'encryption',
  'consumerApps',
  'outOfBand',
  'downloads',
  'downloadsGovernment',
  'faqs',
  'contact',
  'blog',
  'legalPrivacy',
  'accessibility',
  'accessibilityConformance',
  'vulnerabilityDisclosure',
]

for (const language of languages) {
  test(`axe finds no accessibility violation on each page type in ${language}`, async ({ page }) => {
    // Eighteen pages with a full axe run each: minutes on a loaded 2-core machine, not a speed claim.
    test.setTimeout(360_000)
    const found: string[] = []
    for (const type of [
      ...pageTypes.map((id) => localizedPath({ page: id, language })),
      `/${notFoundFile(language)}`,
    ]) {
      await page.goto(type)
      await waitForHydration(page)
      const results = await axeOn(page).withTags(wcagTags).analyze()
      for (const violation of results.violations)
        found.push(`${type}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`)
    }
    expect(found).toEqual([])
  })
}
