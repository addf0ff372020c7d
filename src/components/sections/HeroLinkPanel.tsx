import type { ReactNode } from 'react'

/** A link in the panel, on the dark band: text alone, or an icon before it. */
export function heroLinkClasses(layout: 'text' | 'icon' = 'text') {
  return `${layout === 'icon' ? 'flex items-center gap-2' : 'block'} rounded-md px-3 py-1.5 text-base leading-6 text-ink-100 hover:bg-white/10 hover:text-white`
}

/**
 * The frame of a list of links beside a page's heading (PageHero's aside): a titled `<nav>` on the
 * dark band, its items flush with the title. `title` is a heading when it names the page's own
 * parts ("On this page"); a plain label when a band below already carries the same heading.
 */
export function HeroLinkPanel({
  id,
  title,
  titleAs: Title = 'h2',
  children,
}: {
  id: string
  title: string
  titleAs?: 'h2' | 'p'
  /** The `<li>`s. */
  children: ReactNode
}) {
  return (
    <nav aria-labelledby={id} className="rounded-2xl border border-white/15 bg-white/5 p-6 lg:ml-auto lg:max-w-sm">
      <Title id={id} className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
        {title}
      </Title>
      <ol className="-mx-3 mt-3 grid">{children}</ol>
    </nav>
  )
}
