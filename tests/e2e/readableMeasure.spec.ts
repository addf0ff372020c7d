import { expect, test } from '@playwright/test'
import { languages } from '../../routes.config'
import { gotoHydrated } from './hydrated'
import { lineFigures, measureLines } from './lineLength'
import { samplePages } from './pageSample'
import { revealEverything } from './textIntegrity'

/**
 * Design review 2026-12-01, DES-17: "82 characters a line on average in the post body, and 84 in
 * the home section lead" at 1440 px. Every page of the sample (each page of the manifest, a fixed
 * sample of posts: pageSample.ts), in every language, at the widest layout: no full line of running
 * text (lineLength.ts) holds more than 75 characters. The figures per page are printed, so a
 * change of measure can be compared with these.
 */
const longestAllowed = 75

for (const language of languages) {
  test(`DES-17: no line of prose or section lead runs past ${longestAllowed} characters at 1440 px on any ${language} page`, async ({
    page,
  }) => {
    const pages = samplePages().filter((entry) => entry.kind !== 'alias' && entry.language === language)
    test.setTimeout(pages.length * 5000)
    await page.setViewportSize({ width: 1440, height: 900 })
    const long: string[] = []
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
    }
    console.log(`line length at 1440 px, ${language}:\n${figures.join('\n')}`)
    expect(long, `lines longer than ${longestAllowed} characters`).toEqual([])
  })
}
