import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { languages } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { undrawnSides } from './forcedColours'
import { gotoHydrated } from './hydrated'

/**
 * Design review 2026-12-01, DES-14: "all six columns share the same grey 14 px prose. There is no
 * highlighted column". Vaultline's column in the comparison tables (/competitor-comparison/, in
 * English only, and /consumer-apps/ in every language) is set apart three ways: its header is
 * named "Our product" with the product's name, which a screen reader reads with each of its
 * cells; its cells are tinted; and they are ruled left and right, which forced colours keep
 * (they drop tints): in a Contrast theme a rule is seen beside our cells and not beside the others.
 */
const ourLabel = (language: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, 'common.json'), 'utf8')) as {
      ourColumn: string
    }
  ).ourColumn

const tables = [
  ...languages.map((language) => ({ language, path: localizedPath({ page: 'consumerApps', language }) })),
  { language: 'en' as const, path: localizedPath({ page: 'competitorComparison', language: 'en' }) },
]

/** The first body cell of our column and the first of another column, in the only table of the page marked with ours. */
function cells(page: Page) {
  const table = page.locator('main table:has(td[data-ours])')
  return { ours: table.locator('td[data-ours]').first(), other: table.locator('td:not([data-ours])').first(), table }
}

for (const { language, path } of tables) {
  test(`DES-14: Vaultline's column stands out on ${path}: named, tinted, and ruled in forced colours`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await gotoHydrated(page, path)
    const { ours, other, table } = cells(page)
    await expect(
      table.getByRole('columnheader', { name: `${ourLabel(language)} Vaultline`, exact: true }),
    ).toBeVisible()
    const background = (cell: typeof ours) => cell.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(await background(ours)).not.toBe(await background(other))
    await context.close()

    const forced = await browser.newContext({ viewport: { width: 1440, height: 900 }, forcedColors: 'active' })
    const forcedPage = await forced.newPage()
    await gotoHydrated(forcedPage, path)
    const forcedCells = cells(forcedPage)
    await forcedCells.ours.scrollIntoViewIfNeeded()
    const ourSides = await undrawnSides(forcedPage, forcedCells.ours)
    expect(ourSides, 'sides of our cell with no rule in forced colours').not.toContain('left')
    expect(ourSides).not.toContain('right')
    const otherSides = await undrawnSides(forcedPage, forcedCells.other)
    // A side it shares with our cell carries our rule; its other side has none.
    expect(
      otherSides.filter((side) => side === 'left' || side === 'right'),
      'another column is not ruled',
    ).toHaveLength(1)
    await forced.close()
  })
}
