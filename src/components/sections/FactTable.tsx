import type { ReactNode } from 'react'
import { SampleMark } from './SampleMark'
import { Section } from './Section'
import type { factTableCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'
import { TableRegion } from '../ui/TableRegion'

/** One row of business facts: its row header, its other cells, and whether it is a sample. */
export interface FactRow {
  key: string
  label: ReactNode
  cells: ReactNode[]
  sample: boolean
}

/**
 * A table of business facts (src/content/trust/trustFacts.ts) with the copy around them: a real
 * <table> with a caption and row headers. Its two or three columns fit a phone, since a cell is
 * never narrower than its longest word (global.css, DES-01); the region scrolls sideways only if
 * a word is wider than the window. A sample row carries its mark in the row header, so it is
 * read with every cell. With no row to show, the copy's `empty` sentence stands in for the table.
 */
export function FactTable({
  copyKey,
  rows,
  tone,
  id,
  children,
}: {
  copyKey: string
  rows: readonly FactRow[]
  tone?: 'white' | 'muted'
  id?: string
  children?: ReactNode
}) {
  const copy = usePageCopy<typeof factTableCopy>(copyKey)
  return (
    <Section id={id ?? copyKey} heading={copy.heading} lead={copy.lead} tone={tone}>
      {rows.length === 0 ? (
        copy.empty && <p className="mt-6 max-w-measure text-lg leading-8 text-ink-700">{copy.empty}</p>
      ) : (
        <TableRegion label={copy.caption} className="mt-10">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{copy.caption}</caption>
            <thead className="bg-ink-50">
              <tr>
                {copy.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold text-ink-900">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-ink-200 align-top">
                  <th scope="row" className="px-4 py-3 font-medium text-ink-900">
                    {row.sample && <SampleMark />}
                    {row.label}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={`${row.key}-${index}`} className="px-4 py-3 text-ink-700">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {children}
    </Section>
  )
}
