import type { ReactNode } from 'react'

/** One row of a detail list: a label and what it names. */
export type DetailRow = readonly [label: string, value: ReactNode]

const layouts = {
  /** Details beside a page's other facts: company details, the report's details, the Trust Centre's facts. */
  facts: 'mt-6 grid max-w-3xl gap-x-8 gap-y-4 text-base sm:grid-cols-[14rem_1fr]',
  /** As wide as the table it introduces. */
  wideFacts: 'mt-6 grid max-w-4xl gap-x-8 gap-y-4 text-base sm:grid-cols-[14rem_1fr]',
  /** In running text, at the size of the prose around it (the accessibility statement's contact routes). */
  prose: 'mt-6 grid max-w-3xl gap-x-8 gap-y-4 text-lg leading-8 sm:grid-cols-[12rem_1fr]',
} as const

/** Labels and values as a definition list: stacked on phones, two columns from `sm`. */
export function DetailList({
  rows,
  layout = 'facts',
}: {
  rows: readonly (DetailRow | readonly [key: string, label: string, value: ReactNode])[]
  layout?: keyof typeof layouts
}) {
  return (
    <dl className={layouts[layout]}>
      {rows.map((row) => {
        const [key, label, value] = row.length === 3 ? row : [row[0], row[0], row[1]]
        return (
          <div key={key} className="contents">
            <dt className="font-semibold text-ink-900">{label}</dt>
            <dd className="max-w-measure text-ink-700">{value}</dd>
          </div>
        )
      })}
    </dl>
  )
}
