import type { ReactNode } from 'react'

/** The frame of a panel beside a section's text; its tint is the caller's. */
export const asidePanelFrame = 'rounded-xl border border-ink-200 p-6'

/**
 * The frame of what stands beside a section's text from `lg` (design review DES-08): a tinted box
 * with a small heading that names its contents for assistive technology too.
 */
export function AsidePanel({
  heading,
  headingId,
  children,
}: {
  heading: string
  headingId: string
  children: ReactNode
}) {
  return (
    <div className={`${asidePanelFrame} bg-ink-50`}>
      <h3 id={headingId} className="text-sm font-semibold tracking-wider text-accent-700 uppercase">
        {heading}
      </h3>
      {children}
    </div>
  )
}
