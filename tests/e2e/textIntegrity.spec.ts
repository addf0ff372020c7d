import { expect, test, type Page } from '@playwright/test'
import { languages, type Language, type PageId } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { notFoundFile } from '../../src/routing/routeTable'
import { watchConsole, watchCspViolations } from './consoleWatch'
import { gotoHydrated } from './hydrated'
import { measureBandFill } from './bandFill'
import { lineFigures, measureLines } from './lineLength'
import { samplePages } from './pageSample'
import { breakableTokens, measureTextIntegrity, resizeTo, revealEverything } from './textIntegrity'
import { axeOn, wcagTags } from './axe'

/**
 * Text that stays whole (issue 40, item 4; textIntegrity.ts measures it): no text cut off by a box
 * that clips it, and no word broken across two lines except where hyphenation breaks it (a soft
 * hyphen in the copy, or `hyphens: auto` in a browser that hyphenates the language) or it is a
 * checksum, URL, e-mail address, file name or code. The tables (DES-01), the German heroes
 * (TR-05) and every page.
 */

/** The pages with tables, and whether they are published in German too (the comparison and pricing are English only). */
const tablePages: { id: PageId; german: boolean }[] = [
  { id: 'competitorComparison', german: false },
  { id: 'pricing', german: false },
  { id: 'products', german: true },
  { id: 'encryption', german: true },
  { id: 'accessibilityConformance', german: true },
  { id: 'consumerApps', german: true },
  { id: 'legalCookies', german: true },
  { id: 'trustCentre', german: true },
  { id: 'company', german: true },
]

// Design review DES-01: the body's `overflow-wrap: anywhere` let the table layout squeeze cells to a
// few letters: 49 words broken on /competitor-comparison/ at 390 px, "Governmen/t" at 1440 px.
for (const language of ['en', 'de'] as const) {
  test(`DES-01: no word of a ${language} table breaks mid-word at 1440 or 390 px, a wide table needs no sideways scrolling on a phone, and axe finds nothing in the tables`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const problems: string[] = []
    for (const { id, german } of tablePages) {
      if (language === 'de' && !german) continue
      const path = localizedPath({ page: id, language })
      await resizeTo(page, 1440)
      await gotoHydrated(page, path)
      await revealEverything(page)
      for (const width of [1440, 390]) {
        await resizeTo(page, width)
        const report = await measureTextIntegrity(page, { scope: 'main', breakableTokens })
        for (const line of [...report.clipped, ...report.broken]) problems.push(`${path} at ${width} px: ${line}`)
      }
      // At 390 px a table of five or six columns reads as cards, one per row, whole in the window.
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('main [role="region"]:has(table)')]
          .filter((region) => region.querySelectorAll('thead th').length >= 5)
          .map((region) => ({
            name: region.getAttribute('aria-label'),
            over: region.scrollWidth - region.clientWidth,
          })),
      )
      for (const { name, over } of wide)
        if (over > 0) problems.push(`${path} at 390 px: "${name}" scrolls sideways by ${over} px`)
      const axe = await axeOn(page).include('main [role="region"]').withTags(wcagTags).analyze()
      for (const violation of axe.violations)
        problems.push(`${path} at 390 px: axe ${violation.id} ${violation.nodes[0]?.target.join(' ')}`)
    }
    expect(problems).toEqual([])
  })
}

/** A page rendered for itself: an alias is a copy of its page, loaded by the walk but not measured. */
const isOwnPage = (entry: ReturnType<typeof samplePages>[number]) => entry.kind !== 'alias'
/** Every page of a language: the manifest's, with the fixed sample of posts of pageSample.ts. */
const pagesOf = (language: Language) => samplePages().filter((entry) => entry.language === language && isOwnPage(entry))
/** Where a page is opened: the not-found page as its file, so the browser does not log the 404 status. */
const loadPath = (entry: ReturnType<typeof samplePages>[number]) =>
  entry.kind === 'notFound' ? `/${notFoundFile(entry.language)}` : entry.path
const pathsOf = (language: Language) => pagesOf(language).map(loadPath)

// Translations review TR-05: long German words ran out of the hero (which clips) on phones and at
// 320 px: "Bereitstellungsmodell", "Nutzungsbedingunge", an introduction cut mid-word.
test('TR-05: no German hero heading or introduction is cut off or broken mid-word at 320, 375 or 390 px', async ({
  page,
}) => {
  const paths = pathsOf('de')
  test.setTimeout(paths.length * 5000)
  // Inter in the memory cache first, as for every page below: with `font-display: optional` a first
  // load may measure the fallback font instead (the DES-05 test checks the picture in both).
  await gotoHydrated(page, '/de/')
  await page.evaluate(() => document.fonts.ready)
  const defects: string[] = []
  for (const path of paths) {
    await resizeTo(page, 390)
    await gotoHydrated(page, path)
    for (const width of [390, 375, 320]) {
      await resizeTo(page, width)
      const report = await measureTextIntegrity(page, { scope: 'main :is(section, header):has(h1)', breakableTokens })
      if (!report.scopeFound) defects.push(`${path}: no hero`)
      for (const line of [...report.clipped, ...report.broken]) defects.push(`${path} at ${width} px: ${line}`)
    }
  }
  expect(defects).toEqual([])
})

/**
 * Every page in every language. Each page is loaded once and measured at each width in turn, widest first.
 *
 * The same walk watches what a visitor would never want to see: no console error or warning, no
 * Content Security Policy violation, no failed request, on any page of the manifest (the aliases,
 * which it only loads, included). One load of a page answers both: the walk loaded every page a
 * second time for this on its own (about 20 s a language on two cores).
 *
 * The widths the issue names, in every language: 1440 and 1024 px, where tables and two-column
 * heroes are narrowest for their text, 390 px (a phone) and 320 px (400 % zoom, WCAG 1.4.10), where
 * words run out of room. A page loads once; each further width costs a resize and one measurement.
 *
 * At 1440 px, the widest layout, the same load answers two findings of the design review 2026-12-01:
 * - DES-17: "82 characters a line on average in the post body, and 84 in the home section lead". No
 *   full line of running text (lineLength.ts) holds more than 75 characters. The figures per page
 *   are printed, so a change of measure can be compared with these.
 * - DES-08: "about 37 % of the width is empty beside every prose block, with nothing placed there".
 *   On every page but the posts (an article is one column to read), no band that carries running
 *   text ends its content before 70 % of its width (bandFill.ts); a prose block alone reached 63 %.
 *   One kind of band may: a form, whose fields stand in one column a person fills in from top to
 *   bottom (the lead form reaches 66–69 %).
 */
const widths = [1440, 1024, 390, 320] as const
const longestLine = 75
const leastFilled = 0.7
const formBands = new Set(['lead-form'])

/** Loads a page once and lists, per width, every clipped text and broken word; `atWidest` measures more at the first width. */
async function defectsOf(page: Page, path: string, widths: readonly number[], atWidest: () => Promise<void>) {
  await resizeTo(page, widths[0]!)
  await gotoHydrated(page, path)
  await revealEverything(page)
  await atWidest()
  const clipped: string[] = []
  const broken: string[] = []
  for (const width of widths) {
    await resizeTo(page, width)
    const report = await measureTextIntegrity(page, { breakableTokens })
    clipped.push(...report.clipped.map((line) => `${path} at ${width} px: ${line}`))
    broken.push(...report.broken.map((line) => `${path} at ${width} px: ${line}`))
  }
  return { clipped, broken }
}

for (const language of languages) {
  const everyEntry = samplePages().filter((entry) => entry.language === language)
  const entries = everyEntry.filter(isOwnPage)
  test(`DES-17: at 1440 px no line of prose on any ${language} page runs past ${longestLine} characters; DES-08: no band of running text but a post's leaves the right part of the page empty; no text is cut off or broken mid-word at ${widths.join(', ')} px (${entries.length} pages); and every page loads with no console error, CSP violation or failed request (${everyEntry.length} pages, its aliases included)`, async ({
    page,
  }) => {
    test.setTimeout(entries.length * widths.length * 2500 + (everyEntry.length - entries.length) * 4000)
    const consoleProblems = watchConsole(page)
    const cspViolations = await watchCspViolations(page)
    // Inter in the memory cache first: with `font-display: optional` a page's first load may
    // otherwise fall back for that view, and measure another font than the next page.
    await gotoHydrated(page, '/')
    await page.evaluate(() => document.fonts.ready)
    const clipped: string[] = []
    const broken: string[] = []
    const long: string[] = []
    const empty: string[] = []
    const figures: string[] = []
    for (const entry of everyEntry) {
      const path = loadPath(entry)
      // An alias is its page's copy under another address: loaded, not measured again.
      if (entry.kind === 'alias') {
        await gotoHydrated(page, path)
        continue
      }
      const found = await defectsOf(page, path, widths, async () => {
        const blocks = await measureLines(page)
        const { longest, mean, lines } = lineFigures(blocks)
        figures.push(`${path}: longest ${longest}, mean ${mean} over ${lines} lines`)
        for (const block of blocks) {
          const over = block.lines.filter((count) => count > longestLine)
          if (over.length) long.push(`${path}: ${Math.max(...over)} characters in "${block.text}…" (${block.where})`)
        }
        if (entry.kind !== 'page' || entry.params?.slug !== undefined) return
        for (const band of await measureBandFill(page))
          if (band.filled < leastFilled && !formBands.has(band.id))
            empty.push(`${path} #${band.id}: content ends at ${Math.round(band.filled * 100)} % of the width`)
      })
      clipped.push(...found.clipped)
      broken.push(...found.broken)
    }
    await page.waitForLoadState('networkidle')
    console.log(`line length at 1440 px, ${language}:\n${figures.join('\n')}`)
    expect.soft(cspViolations, 'CSP violations').toEqual([])
    expect.soft(consoleProblems, 'console errors and warnings, failed requests').toEqual([])
    expect.soft(long, `DES-17: lines longer than ${longestLine} characters`).toEqual([])
    expect.soft(empty, 'DES-08: bands whose content stops short of the right side').toEqual([])
    expect.soft(clipped, 'text cut off by a box that clips it').toEqual([])
    expect(broken, 'words broken across lines without hyphenation').toEqual([])
  })
}

test('the check finds a clipped line and a word broken mid-word, and passes hyphenated and scrollable text', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 600 })
  await page.setContent(`<!doctype html><html lang="en"><body>
    <div id="clipped" style="width: 100px; overflow: hidden; white-space: nowrap">A heading that runs past its box</div>
    <div id="short" style="height: 20px; line-height: 20px; overflow: hidden">first line<br>second line</div>
    <div id="broken" style="width: 60px; overflow-wrap: anywhere">Government</div>
    <div id="soft" style="width: 120px" lang="de">Bereitstellungs&shy;modelle</div>
    <div id="scrolls" style="width: 100px; overflow-x: auto; white-space: nowrap">Reachable by scrolling sideways</div>
    <div id="checksum" style="width: 100px; overflow-wrap: anywhere">9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08</div>
    <p class="sr-only" style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0)">Visually hidden text for screen readers</p>
  </body></html>`)
  const report = await measureTextIntegrity(page, { breakableTokens })
  expect(report.clipped).toEqual([
    expect.stringContaining('"A heading that runs past its box" cut by <div> at the right'),
    expect.stringContaining('"second line" cut by <div> at the bottom'),
  ])
  expect(report.broken).toEqual([expect.stringMatching(/^Govern\w*\|\w+ in "Government"/)])
})
