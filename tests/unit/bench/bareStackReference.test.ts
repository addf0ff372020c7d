/** The bare-stack reference app's pure checks; its build: tests/integration/bareStackReference.test.ts. */
import { describe, expect, it } from 'vitest'
import { bareStackFiles } from '../../../scripts/bench/bareStackReference'

describe('the bare-stack reference of bench:scale --reference', () => {
  it('refuses a page count that is not a whole number of at least one', () => {
    for (const pages of [0, -1, 2.5, Number.NaN])
      expect(() => bareStackFiles(pages)).toThrow(/whole number of pages, at least 1/)
  })
})
