import { Section } from './Section'
import type { tableCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'
import { cn } from '../ui/cn'

/**
 * From this many columns a table is shown as cards below 640 px (`sm`): six columns in 390 px
 * leave each about 60 px, and a word of a cell then breaks mid-word or the reader scrolls a grid
 * they cannot see whole (design review DES-01). Narrower tables scroll sideways in their region.
 */
const cardsFrom = 5

/**
 * A real <table> with a caption, column and row headers. On narrow screens a wide one becomes one
 * card per row: the row header on top, each cell under its column's name. The column headers stay
 * in the table for assistive technology (visually hidden), and the table's roles are written out,
 * because a browser may drop the semantics of a table whose parts are no longer displayed as one
 * (WebKit does). The name over each cell is drawn from `data-label` (src/styles/global.css) for
 * the eye only: a screen reader announces the column header itself, and the page's text (its
 * search index, dist-check's translated-text check) holds each name once. Other tables scroll
 * sideways in a focusable, labelled region. `codeLabels`
 * sets row labels as code (cookie and storage key names).
 */
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
  const cards = copy.columns.length >= cardsFrom
  const role = (name: string) => (cards ? name : undefined)
  return (
    <Section id={id ?? copyKey} heading={copy.heading} lead={copy.lead} tone={tone}>
      <div
        className={cn(
          'mt-10 overflow-x-auto rounded-xl border border-ink-200 bg-white',
          cards && 'max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent',
        )}
        tabIndex={0}
        role="region"
        aria-label={copy.caption}
      >
        <table
          role={role('table')}
          className={cn(
            'w-full border-collapse text-left text-sm',
            cards ? 'table-cards max-sm:block sm:min-w-[40rem]' : 'min-w-[40rem]',
          )}
        >
          <caption className="sr-only">{copy.caption}</caption>
          <thead role={role('rowgroup')} className={cn('bg-ink-50', cards && 'max-sm:sr-only')}>
            <tr role={role('row')}>
              <th role={role('columnheader')} scope="col" className="px-4 py-3 font-semibold text-ink-900">
                {corner}
              </th>
              {columns.map((column) => (
                <th
                  key={column}
                  role={role('columnheader')}
                  scope="col"
                  className="px-4 py-3 font-semibold text-ink-900"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role={role('rowgroup')} className={cn(cards && 'max-sm:grid max-sm:gap-4')}>
            {copy.rows.map((row) => (
              <tr
                key={row.label}
                role={role('row')}
                className={cn(
                  'border-t border-ink-200 align-top',
                  cards && 'max-sm:block max-sm:rounded-xl max-sm:border max-sm:bg-white max-sm:px-4 max-sm:py-2',
                )}
              >
                <th
                  role={role('rowheader')}
                  scope="row"
                  className={cn(
                    'min-w-[9rem] px-4 py-3 font-medium text-ink-900',
                    cards && 'max-sm:block max-sm:min-w-0 max-sm:px-0 max-sm:text-base max-sm:font-semibold',
                  )}
                >
                  {codeLabels ? <code className="font-mono text-[0.8125rem]">{row.label}</code> : row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={`${row.label}-${index}`}
                    role={role('cell')}
                    data-label={cards ? columns[index] : undefined}
                    className={cn(
                      'px-4 py-3 text-ink-700',
                      cards && 'max-sm:block max-sm:border-t max-sm:border-ink-100 max-sm:px-0 max-sm:py-2.5',
                    )}
                  >
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
