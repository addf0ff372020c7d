import { useTranslation } from 'react-i18next'
import { Section } from './Section'
import type { tableCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'
import { cn } from '../ui/cn'
import { TableRegion } from '../ui/TableRegion'

/**
 * From this many columns a table is shown as cards below 640 px (`sm`): six columns in 390 px
 * leave each about 60 px, and a word of a cell then breaks mid-word or the reader scrolls a grid
 * they cannot see whole (design review DES-01); three or four columns of sentences scrolled
 * sideways too, a window's width at a time (design review, tables on phones). A two-column table
 * fits a phone as it is.
 */
const cardsFrom = 3

/**
 * Our own column (`ours`, its index among the columns after the row headers) is set apart: a
 * tinted column with a rule each side, which forced colours keep (borders stay, tints go), and a
 * label over its header, "Our product", that a screen reader reads with the header as each of its
 * cells is announced; on a phone, the column's part of each card carries the same rule (DES-14).
 */
const ourCell = 'border-x-2 border-accent-600 bg-accent-50'
/** The same cell in a card: a rule on its left instead of each side. */
const ourCardCell = 'max-sm:border-x-0 max-sm:border-l-4 max-sm:border-l-accent-600 max-sm:pr-0 max-sm:pl-3'

/**
 * A real <table> with a caption, column and row headers. On narrow screens a wide one becomes one
 * card per row: the row header on top, each cell under its column's name. The column headers stay
 * in the table for assistive technology (visually hidden), and the table's roles are written out,
 * because a browser may drop the semantics of a table whose parts are no longer displayed as one
 * (WebKit does). The name over each cell is drawn from `data-label` (src/styles/global.css) for
 * the eye only: a screen reader announces the column header itself, and the page's text (its
 * search index, dist-check's translated-text check) holds each name once. Other tables scroll
 * sideways in a focusable, labelled region (TableRegion). `codeLabels` sets row labels as code
 * (cookie and storage key names).
 */
export function ComparisonTable({
  copyKey,
  tone,
  id,
  codeLabels = false,
  ours,
}: {
  copyKey: string
  tone?: 'white' | 'muted'
  id?: string
  codeLabels?: boolean
  ours?: number
}) {
  const copy = usePageCopy<typeof tableCopy>(copyKey)
  const { t } = useTranslation('common')
  const [corner, ...columns] = copy.columns
  const cards = copy.columns.length >= cardsFrom
  const role = (name: string) => (cards ? name : undefined)
  return (
    <Section id={id ?? copyKey} heading={copy.heading} lead={copy.lead} tone={tone}>
      <TableRegion label={copy.caption} cards={cards} className="mt-10">
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
              {columns.map((column, index) => (
                <th
                  key={column}
                  role={role('columnheader')}
                  scope="col"
                  className={cn(
                    'px-4 py-3 align-bottom font-semibold text-ink-900',
                    index === ours && 'border-x-2 border-t-2 border-accent-600 bg-accent-100',
                  )}
                >
                  {index === ours && (
                    <span className="block text-xs font-semibold tracking-wider text-accent-800 uppercase">
                      {t('ourColumn')}
                    </span>
                  )}
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
                    data-ours={index === ours ? '' : undefined}
                    className={cn(
                      'px-4 py-3',
                      index === ours ? 'text-ink-900' : 'text-ink-700',
                      cards && 'max-sm:block max-sm:border-t max-sm:border-ink-100 max-sm:py-2.5',
                      cards && (index === ours ? ourCardCell : 'max-sm:px-0'),
                      index === ours && ourCell,
                    )}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {copy.note && <p className="mt-4 max-w-measure text-base leading-7 text-ink-700">{copy.note}</p>}
      {copy.notes && (
        <div className="mt-6 grid gap-x-10 gap-y-4 lg:grid-cols-3">
          {copy.notes.map((note) => (
            <p key={note.label} className="max-w-measure text-base leading-7 text-ink-700">
              <strong className="font-semibold text-ink-900">{note.label}.</strong> {note.body}
            </p>
          ))}
        </div>
      )}
    </Section>
  )
}
