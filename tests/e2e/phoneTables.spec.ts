import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { languages } from '../../routes.config'
import { distDir } from '../../scripts/shared/projectPaths'
import { pageFileOf } from '../../src/routing/routeTable'
import { gotoHydrated } from './hydrated'
import { samplePages } from './pageSample'

/**
 * Design review 2026-12-01, tables on phones (with DES-01): at 390 px the three- and four-column
 * tables (/encryption/'s algorithms and operators, the Trust Centre's residency, the accessibility
 * report's criteria) scrolled sideways a window's width at a time, the row headers out of sight.
 * On every page of the sample that holds a table, in every language, at 390 px: the page itself
 * does not scroll sideways, and each table either shows its rows stacked as cards, fits its box,
 * or keeps its first column in view when its box is scrolled to the far end, with a cue (a shadow
 * at the edge) that there is more while there is.
 */
const pagesWithTables = (language: string) =>
  samplePages().filter(
    (entry) =>
      entry.kind === 'page' &&
      entry.language === language &&
      readFileSync(join(distDir, pageFileOf(entry.path)), 'utf8').includes('<table'),
  )

for (const language of languages) {
  test(`DES-01: every ${language} table is readable at 390 px: rows stacked, or the first column stays while it scrolls`, async ({
    page,
  }) => {
    const pages = pagesWithTables(language)
    expect(pages.length, 'pages with a table').toBeGreaterThan(0)
    test.setTimeout(pages.length * 5000)
    await page.setViewportSize({ width: 390, height: 844 })
    const unreadable: string[] = []
    for (const entry of pages) {
      await gotoHydrated(page, entry.path)
      const problems = await page.evaluate(() => {
        const found: string[] = []
        const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth
        if (overflow > 0) found.push(`the page scrolls sideways by ${overflow} px`)
        for (const table of document.querySelectorAll<HTMLTableElement>('main table')) {
          const name = (table.caption?.textContent ?? table.textContent ?? '').trim().slice(0, 40)
          const row = table.querySelector('tbody tr')
          if (row && getComputedStyle(row).display === 'block') continue // stacked as cards
          const box = table.closest<HTMLElement>('[role="region"]') ?? table.parentElement!
          if (box.scrollWidth <= box.clientWidth + 1) continue // fits
          // The cue: the box draws a shadow at the edge it can still scroll to (a background image).
          if (!getComputedStyle(box).backgroundImage.includes('gradient')) found.push(`"${name}" scrolls with no cue`)
          box.scrollLeft = box.scrollWidth
          const left = box.getBoundingClientRect().left
          for (const header of table.querySelectorAll<HTMLElement>('tr > :first-child')) {
            const headerBox = header.getBoundingClientRect()
            if (headerBox.height > 0 && Math.abs(headerBox.left - left) > 2) {
              found.push(`"${name}": scrolled to its end, its first column has left the box`)
              break
            }
          }
          box.scrollLeft = 0
        }
        return found
      })
      unreadable.push(...problems.map((problem) => `${entry.path}: ${problem}`))
    }
    expect(unreadable, 'tables a phone cannot read').toEqual([])
  })
}
