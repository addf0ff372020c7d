import { Section } from './Section'
import type { tableCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'

/** A real <table> with a caption and row headers; scrolls sideways on narrow screens. `codeLabels` sets row labels as code (cookie and storage key names). */
export function ComparisonTable({
  copyKey,
  tone,
  id,
  codeLabels = false,
}: {
  copyKey: string
  tone?: 'white' | 'muted'
  id?: string
  codeLabels?: boolean
}) {
  const copy = usePageCopy<typeof tableCopy>(copyKey)
  const [corner, ...columns] = copy.columns
  return (
    <Section id={id ?? copyKey} heading={copy.heading} lead={copy.lead} tone={tone}>
      <div
        className="mt-10 overflow-x-auto rounded-xl border border-ink-200 bg-white"
        tabIndex={0}
        role="region"
        aria-label={copy.caption}
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">{copy.caption}</caption>
          <thead className="bg-ink-50">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold text-ink-900">
                {corner}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold text-ink-900">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {copy.rows.map((row) => (
              <tr key={row.label} className="border-t border-ink-200 align-top">
                <th scope="row" className="px-4 py-3 font-medium text-ink-900">
                  {codeLabels ? <code className="break-all font-mono text-[0.8125rem]">{row.label}</code> : row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={`${row.label}-${index}`} className="px-4 py-3 text-ink-700">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {copy.note && <p className="mt-4 max-w-3xl text-sm text-ink-600">{copy.note}</p>}
    </Section>
  )
}
