import { expect, test } from '@playwright/test'
import { languages } from '../../routes.config'
import { measureBandFill } from './bandFill'
import { gotoHydrated } from './hydrated'
import { lineFigures, measureLines } from './lineLength'
import { samplePages } from './pageSample'
import { revealEverything } from './textIntegrity'

/**
 * Prose at the widest layout, 1440 px, on every page of the sample (each page of the manifest, a
 * fixed sample of posts: pageSample.ts), in every language. One load of each page answers both
 * findings of the design review 2026-12-01:
 *
 * DES-17: "82 characters a line on average in the post body, and 84 in the home section lead".
 * No full line of running text (lineLength.ts) holds more than 75 characters. The figures per page
 * are printed, so a change of measure can be compared with these.
 *
 * DES-08: "about 37 % of the width is empty beside every prose block, with nothing placed there".
 * On every page but the posts (an article is one column to read), no band that carries running
 * text ends its content before 70 % of its width (bandFill.ts); a prose block alone reached 63 %.
 * One kind of band may: a form, whose fields stand in one column a person fills in from top to
 * bottom (the lead form reaches 66–69 %).
 */
const longestAllowed = 75
const leastFilled = 0.7
const formBands = new Set(['lead-form'])

for (const language of languages) {
  test(`DES-17: at 1440 px no line of prose or section lead on any ${language} page runs past ${longestAllowed} characters; DES-08: no band of running text there but a post's leaves the right part of the page empty`, async ({
    page,
  }) => {
    const pages = samplePages().filter((entry) => entry.kind !== 'alias' && entry.language === language)
    test.setTimeout(pages.length * 5000)
    await page.setViewportSize({ width: 1440, height: 900 })
    const long: string[] = []
    const empty: string[] = []
    const figures: string[] = []
    for (const entry of pages) {
      await gotoHydrated(page, entry.path)
      await revealEverything(page)
      const blocks = await measureLines(page)
      const { longest, mean, lines } = lineFigures(blocks)
      figures.push(`${entry.path}: longest ${longest}, mean ${mean} over ${lines} lines`)
      for (const block of blocks) {
        const over = block.lines.filter((count) => count > longestAllowed)
        if (over.length)
          long.push(`${entry.path}: ${Math.max(...over)} characters in "${block.text}…" (${block.where})`)
      }
      if (entry.kind !== 'page' || entry.params?.slug !== undefined) continue
      for (const band of await measureBandFill(page))
        if (band.filled < leastFilled && !formBands.has(band.id))
          empty.push(`${entry.path} #${band.id}: content ends at ${Math.round(band.filled * 100)} % of the width`)
    }
    console.log(`line length at 1440 px, ${language}:\n${figures.join('\n')}`)
    expect.soft(long, `DES-17: lines longer than ${longestAllowed} characters`).toEqual([])
    expect(empty, 'DES-08: bands whose content stops short of the right side').toEqual([])
  })
}
