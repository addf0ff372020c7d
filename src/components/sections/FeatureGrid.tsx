import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../ui/cn'
import { Section } from './Section'
import type { cardListCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'

/** Heading, lead and a grid of titled cards; icons are given by position. */
export function FeatureGrid({
  copyKey,
  icons = [],
  tone,
  columns = 3,
  wideFirst = false,
  id,
  children,
}: {
  copyKey: string
  icons?: LucideIcon[]
  tone?: 'white' | 'muted' | 'dark'
  columns?: 2 | 3 | 4
  /**
   * The first card takes the whole row on large screens, its text in two or three columns: one long
   * card (the one-to-one ratchet) above even ones, instead of a row where it runs three times the
   * height of its neighbours (DES-08).
   */
  wideFirst?: boolean
  id?: string
  /** Under the cards: a link the cards refer to. */
  children?: ReactNode
}) {
  const copy = usePageCopy<typeof cardListCopy>(copyKey)
  const dark = tone === 'dark'
  return (
    <Section id={id ?? copyKey} heading={copy.heading} lead={copy.lead} tone={tone}>
      <ul
        role="list"
        className={cn(
          'mt-10 grid gap-6 sm:grid-cols-2',
          columns === 3 && 'lg:grid-cols-3',
          columns === 4 && 'lg:grid-cols-4',
        )}
      >
        {copy.items.map((item, index) => {
          const Icon = icons[index % Math.max(icons.length, 1)]
          return (
            <li
              key={item.title}
              className={cn(
                'rounded-xl border p-6',
                wideFirst && index === 0 && 'lg:col-span-full',
                dark ? 'border-white/10 bg-white/5' : 'border-ink-200 bg-white shadow-sm',
              )}
            >
              {Icon && (
                <Icon aria-hidden="true" className={cn('size-7', dark ? 'text-accent-300' : 'text-accent-600')} />
              )}
              <h3 className={cn('mt-4 text-lg font-semibold', dark ? 'text-white' : 'text-ink-950')}>{item.title}</h3>
              <p
                className={cn(
                  'mt-2 leading-7',
                  // The wide card's text runs in columns of a readable measure rather than one column beside an empty half.
                  wideFirst && index === 0
                    ? 'max-w-measure lg:max-w-none lg:columns-2 lg:gap-10 xl:columns-3'
                    : 'max-w-measure',
                  dark ? 'text-ink-200' : 'text-ink-700',
                )}
              >
                {item.body}
              </p>
            </li>
          )
        })}
      </ul>
      {children}
    </Section>
  )
}
