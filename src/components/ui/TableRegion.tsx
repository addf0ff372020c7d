import type { ReactNode } from 'react'
import { cn } from './cn'

/**
 * The box a data table scrolls sideways in when it is wider than the window, as WCAG 1.4.10 allows
 * a data table: focusable, so a keyboard scrolls it, and named by the table's caption. On a phone
 * (390 px) a reader who scrolls keeps the row headers in view (the first column stays put) and sees
 * that there is more to the right (a shadow at the edge that has more): src/styles/global.css,
 * `.table-region`. Tables that show their rows as cards on phones pass `cards` and neither applies.
 */
export function TableRegion({
  label,
  labelledBy,
  cards = false,
  className,
  children,
}: {
  label?: string
  labelledBy?: string
  cards?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <div
      className={cn('table-region rounded-xl border border-ink-200', cards && 'table-region-cards', className)}
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {children}
    </div>
  )
}
