import type { ReactNode } from 'react'
import type { heroCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'
import { cn } from '../ui/cn'
import { PrimaryActions } from './PrimaryActions'

/**
 * The dark band every page opens with: eyebrow, the page's only <h1>, an introduction and actions.
 * `aside` sits beside the text on large screens; `asideDisplay="all"` also shows it under the text
 * on smaller ones (a picture of the product), where by default it is left out (decoration).
 * `align="start"` sets text and aside from the top (a list taller than the text, e.g. PageContents),
 * which would otherwise leave the heading floating mid-band.
 * Every page opens with the site's next step (design review DES-04), unless it is that step itself
 * or a page a buyer does not act from (legal, account, downloads): those pass `actions={null}`.
 */
export function PageHero({
  copyKey = 'hero',
  actions = <PrimaryActions />,
  aside,
  asideDisplay = 'large-screens',
  align = 'center',
}: {
  copyKey?: string
  actions?: ReactNode
  aside?: ReactNode
  asideDisplay?: 'large-screens' | 'all'
  align?: 'center' | 'start'
}) {
  const copy = usePageCopy<typeof heroCopy>(copyKey)
  return (
    <section className="relative overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(20,184,146,0.22),transparent_60%)]"
      />
      <div
        className={cn(
          'relative mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 md:py-24 lg:grid-cols-[1.3fr_1fr] lg:px-8',
          align === 'center' ? 'lg:items-center' : 'lg:items-start',
        )}
      >
        {/* min-w-0: a grid item is otherwise as wide as its longest word, and a German compound at 320 px
            then ran past the band, which clips it (translations review TR-05). */}
        <div className="min-w-0">
          {copy.eyebrow && (
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{copy.eyebrow}</p>
          )}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance break-words sm:text-5xl">{copy.title}</h1>
          <p className="mt-6 max-w-measure text-base leading-7 text-ink-200 sm:text-lg sm:leading-8">{copy.intro}</p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {aside && <div className={asideDisplay === 'all' ? 'min-w-0' : 'hidden lg:block'}>{aside}</div>}
      </div>
    </section>
  )
}
