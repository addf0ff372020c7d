import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { conflictingUtilities, utilityConflicts } from '../../../dist-check/checks/utilityConflicts'
import type { DistContext } from '../../../dist-check/types'

// The mobile menu panel of the 2026-11-27 audit: DropdownMenu's defaults and the sheet's classes on one element.
const auditedPanel =
  'absolute z-50 mt-2 rounded-lg border border-ink-200 bg-white p-2 text-ink-900 shadow-xl fixed inset-x-0 top-16 mt-0 max-h-[calc(100dvh-4rem)] overflow-y-auto rounded-none border-0 border-t border-white/10 bg-ink-950 p-4 text-white'

describe('utilities that set the same property twice', () => {
  it('names each overridden utility of the audited white-on-white panel', () => {
    expect(conflictingUtilities(auditedPanel)).toEqual(
      expect.arrayContaining(['absolute', 'mt-2', 'bg-white', 'p-2', 'text-ink-900']),
    )
  })

  it('accepts utilities of different properties and the same property under different variants', () => {
    expect(conflictingUtilities('fixed inset-x-0 top-16 bg-ink-950 p-4 text-white')).toEqual([])
    expect(conflictingUtilities('hidden xl:block px-2 sm:px-3 text-sm text-ink-700 hover:text-white')).toEqual([])
    expect(conflictingUtilities('border-0 border-t border-white/10')).toEqual([])
  })

  it('accessibility 2026-11-27 A11Y-01: fails a page with such an element, once per class list, saying which classes lose', () => {
    const visitor = utilityConflicts.pages!({} as DistContext)
    const page = (file: string) => ({
      file,
      entry: undefined,
      html: '',
      root: parse(`<div class="${auditedPanel}"></div><p class="text-sm text-ink-700">ok</p>`),
    })
    const first = visitor.visit(page('a/index.html'))
    expect(first).toHaveLength(1)
    expect(first[0]!.message).toContain('bg-white')
    expect(visitor.visit(page('b/index.html')), 'the same header on the next page').toEqual([])
  })
})
