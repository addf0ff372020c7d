import type { ReactNode } from 'react'
import { cn } from '../ui/cn'

/** Vertical padding as variants: a caller's own `py-*` would collide with the default one. */
const spacings = { regular: 'py-16 md:py-20', compact: 'py-12' } as const

/** A page band with an optional heading and lead paragraph; `tone` alternates backgrounds. */
export function Section({
  id,
  heading,
  lead,
  tone = 'white',
  spacing = 'regular',
  children,
  className,
}: {
  id?: string
  heading?: string
  lead?: string
  tone?: 'white' | 'muted' | 'dark'
  spacing?: keyof typeof spacings
  children?: ReactNode
  className?: string
}) {
  const headingId = id ? `${id}-heading` : undefined
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
        {children}
      </div>
    </section>
  )
}
