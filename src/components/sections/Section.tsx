import type { ReactNode } from 'react'
import { cn } from '../ui/cn'

/** Vertical padding as variants: a caller's own `py-*` would collide with the default one. */
const spacings = { regular: 'py-16 md:py-20', compact: 'py-12' } as const
/** A part of a document: the rule above its text and the space around it (DES-08). */
const documentPart =
  // After the hero or a band, the band's edge already separates them: no rule there.
  'border-t border-ink-200 py-10 md:py-12 in-[:not([data-layout=document])+[data-layout=document]]:border-t-transparent'

/** From `lg`, the text's column and a 28 rem column beside it for an aside (DES-08); ProseSection uses it too. */
export const besideColumns = 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-x-12'

/** From `lg`, a heading in a column of its own and its text beside it (DES-08: legal pages, paragraphs alone). */
const headingColumns = 'lg:grid lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start lg:gap-x-16'

/**
 * A page band with an optional heading and lead paragraph; `tone` alternates backgrounds. `aside`
 * stands beside the heading and lead on large screens and under them on smaller ones: the detail
 * of a one-line lead, set as facts a skimming reader can pick out (design review DES-08).
 * `layout="document"` is one part of a document read from top to bottom (the terms): no band of
 * its own but a rule above it (its `spacing` does not apply), and on large screens its heading in
 * a left column with the text beside it, where a band left the right half of the screen empty
 * beside short paragraphs (DES-08). `layout="split"` is a band whose heading stands in that left
 * column: paragraphs with nothing to set beside them fill the width that way instead.
 */
export function Section({
  id,
  heading,
  lead,
  tone = 'white',
  spacing = 'regular',
  aside,
  layout = 'band',
  children,
  className,
}: {
  id?: string
  heading?: string
  lead?: string
  tone?: 'white' | 'muted' | 'dark'
  spacing?: keyof typeof spacings
  aside?: ReactNode
  layout?: 'band' | 'split' | 'document'
  children?: ReactNode
  className?: string
}) {
  const headingId = id ? `${id}-heading` : undefined
  const intro = (
    <>
      {heading && (
        <h2
          id={headingId}
          className={cn(
            'max-w-3xl font-bold tracking-tight text-balance',
            layout === 'document' ? 'text-2xl' : 'text-3xl',
            tone === 'dark' ? 'text-white' : 'text-ink-950',
          )}
        >
          {heading}
        </h2>
      )}
      {lead && (
        <p className={cn('mt-4 max-w-measure text-lg leading-8', tone === 'dark' ? 'text-ink-200' : 'text-ink-700')}>
          {lead}
        </p>
      )}
    </>
  )
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      data-layout={layout === 'band' ? undefined : layout}
      className={cn(
        tone === 'muted' && 'bg-ink-50',
        tone === 'dark' && 'bg-ink-950 text-white',
        layout !== 'document' && spacings[spacing],
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {layout !== 'band' ? (
          <div className={cn(headingColumns, layout === 'document' && documentPart)}>
            <div>{intro}</div>
            {/* The text's first line level with the heading's: its own top margin is for under a heading. */}
            <div className="lg:[&>:first-child]:mt-0">{children}</div>
          </div>
        ) : aside ? (
          <div className={besideColumns}>
            <div>{intro}</div>
            <div className="mt-8 lg:mt-0">{aside}</div>
          </div>
        ) : (
          intro
        )}
        {layout === 'band' && children}
      </div>
    </section>
  )
}
