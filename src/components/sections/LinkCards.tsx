import { ArrowRight, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { pageLinks, type CardPage, type PageLinkMeta } from '../pageLinks'
import { cn } from '../ui/cn'
import { cardLinkClasses, linkCardClasses } from '../ui/linkCardClasses'
import { PageLink } from '../ui/PageLink'
import { cardIcons } from './cardIcons'
import { Section } from './Section'
import type { cardListCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'

/** The icons of these pages, in order. */
function pageIcons(pages: readonly CardPage[]): (LucideIcon | undefined)[] {
  return pages.map((page) => {
    const name = (pageLinks[page] as PageLinkMeta).icon
    return name && cardIcons[name]
  })
}

/**
 * Cards that each lead to a page of the manifest; copy items pair with `pages` by position.
 * `withPageIcons` shows each page's own icon (src/components/pageLinks.ts); `icons` sets others.
 */
export function LinkCards({
  copyKey,
  pages,
  withPageIcons = false,
  icons = withPageIcons ? pageIcons(pages) : [],
  tone,
  id,
  aside,
}: {
  copyKey: string
  pages: CardPage[]
  withPageIcons?: boolean
  icons?: (LucideIcon | undefined)[]
  tone?: 'white' | 'muted'
  id?: string
  /** Beside the heading and lead (Section). */
  aside?: ReactNode
}) {
  const copy = usePageCopy<typeof cardListCopy>(copyKey)
  const { t } = useTranslation('common')
  return (
    <Section id={id ?? copyKey} heading={copy.heading} lead={copy.lead} tone={tone} aside={aside}>
      <ul
        role="list"
        className={cn(
          'mt-10 grid gap-6 sm:grid-cols-2',
          // Two cards share the width; four columns would leave half the row empty (DES-08).
          pages.length % 3 === 0
            ? 'lg:grid-cols-3'
            : pages.length === 2
              ? 'lg:grid-cols-2'
              : 'lg:grid-cols-2 xl:grid-cols-4',
        )}
      >
        {copy.items.map((item, index) => {
          const page = pages[index]
          const Icon = icons[index]
          if (!page) return null
          return (
            <li key={item.title} className={cn(linkCardClasses, 'p-6')}>
              {Icon && <Icon aria-hidden="true" className="size-7 text-accent-600" />}
              <h3 className="mt-4 text-lg font-semibold text-ink-950">
                <PageLink to={page} className={cardLinkClasses}>
                  {item.title}
                </PageLink>
              </h3>
              <p className="mt-2 flex-1 leading-7 text-ink-700">{item.body}</p>
              <span
                aria-hidden="true"
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-700"
              >
                {t(pageLinks[page].action)}{' '}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
