/**
 * Workflows review 2026-12-01, DV-7: the render and dist-check's pass over the pages were the build's
 * longest silences. The build now counts the pages, at each tenth of them, so a slow machine prints
 * no more lines than a fast one.
 */
import { expect, it } from 'vitest'
import { tenthsCounter } from '../../../scripts/shared/tenthsCounter'
import { bundleLogLevel } from '../../../scripts/render/bundleLogLevel'

const linesFor = (total: number) => {
  const lines: string[] = []
  const pageRendered = tenthsCounter(total, (done) => lines.push(`[prerender] render ${done}/${total}`))
  for (let page = 0; page < total; page++) pageRendered()
  return lines
}

it('DV-7: a count such as "render 120/234" is told at each tenth of the pages, ending with every page', () => {
  expect(linesFor(234)).toEqual(
    [24, 47, 71, 94, 117, 141, 164, 188, 211, 234].map((done) => `[prerender] render ${done}/234`),
  )
  // Fewer pages than tenths: a line per page, never two for one.
  expect(linesFor(3)).toEqual(['[prerender] render 1/3', '[prerender] render 2/3', '[prerender] render 3/3'])
  expect(linesFor(0)).toEqual([])
})

it("DV-7: Vite's list of every bundled file is left out unless BUILD_LOG_LEVEL asks for it", () => {
  expect(bundleLogLevel({})).toBe('warn')
  expect(bundleLogLevel({ BUILD_LOG_LEVEL: 'info' })).toBe('info')
  expect(() => bundleLogLevel({ BUILD_LOG_LEVEL: 'verbose' })).toThrow(
    'BUILD_LOG_LEVEL must be one of info, warn, error, silent, not "verbose".',
  )
})
