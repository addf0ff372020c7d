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
  id,
  children,
}: {
  copyKey: string
  icons?: LucideIcon[]
  tone?: 'white' | 'muted' | 'dark'
  columns?: 2 | 3 | 4
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
                dark ? 'border-white/10 bg-white/5' : 'border-ink-200 bg-white shadow-sm',
              )}
            >
              {Icon && (
                <Icon aria-hidden="true" className={cn('size-7', dark ? 'text-accent-300' : 'text-accent-600')} />
              )}
              <h3 className={cn('mt-4 text-lg font-semibold', dark ? 'text-white' : 'text-ink-950')}>{item.title}</h3>
              <p className={cn('mt-2 max-w-measure leading-7', dark ? 'text-ink-200' : 'text-ink-700')}>{item.body}</p>
            </li>
          )
        })}
      </ul>
      {children}
    </Section>
  )
}
