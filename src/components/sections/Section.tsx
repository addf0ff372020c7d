import type { ReactNode } from 'react'
import { cn } from '../ui/cn'

/** Vertical padding as variants: a caller's own `py-*` would collide with the default one. */
const spacings = { regular: 'py-16 md:py-20', compact: 'py-12' } as const

/** From `lg`, the text's column and a 28 rem column beside it for an aside (DES-08); ProseSection uses it too. */
export const besideColumns = 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-x-12'

/**
 * A page band with an optional heading and lead paragraph; `tone` alternates backgrounds. `aside`
 * stands beside the heading and lead on large screens and under them on smaller ones: the detail
 * of a one-line lead, set as facts a skimming reader can pick out (design review DES-08).
 */
export function Section({
  id,
  heading,
  lead,
  tone = 'white',
  spacing = 'regular',
  aside,
  children,
  className,
}: {
  id?: string
  heading?: string
  lead?: string
  tone?: 'white' | 'muted' | 'dark'
  spacing?: keyof typeof spacings
  aside?: ReactNode
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
            'max-w-3xl text-3xl font-bold tracking-tight text-balance',
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
      className={cn(
        tone === 'muted' && 'bg-ink-50',
        tone === 'dark' && 'bg-ink-950 text-white',
        spacings[spacing],
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {aside ? (
          <div className={besideColumns}>
            <div>{intro}</div>
            <div className="mt-8 lg:mt-0">{aside}</div>
          </div>
        ) : (
          intro
        )}
        {children}
      </div>
    </section>
  )
}
