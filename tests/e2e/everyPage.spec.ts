import { expect, test } from '@playwright/test'
import { languages, type PageId } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { notFoundFile } from '../../src/routing/routeTable'
import { watchConsole } from './consoleWatch'
import { samplePages } from './pageSample'
import { axeOn, wcagTags } from './axe'
import { waitForHydration } from './hydrated'

// Every page of the manifest, but a fixed sample of the posts: the time does not grow with the blog (pageSample.ts).
const entries = samplePages()

for (const language of languages) {
  // The not-found page is opened as its file, so the browser does not log the 404 status itself.
  const paths = entries
    .filter((entry) => entry.language === language)
    .map((entry) => (entry.kind === 'notFound' ? `/${notFoundFile(language)}` : entry.path))
  test(`every ${language} page loads with no console error, CSP violation or failed request (${paths.length} pages)`, async ({
    page,
  }) => {
    test.setTimeout(paths.length * 4000)
    const problems = watchConsole(page)
    const violations: string[] = []
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`,
        ),
      )
    })
    for (const path of paths) {
      await page.goto(path)
      await waitForHydration(page)
    }
    await page.waitForLoadState('networkidle')
    expect(violations, 'CSP violations').toEqual([])
    expect(problems, 'console errors and failed requests').toEqual([])
  })
}

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
