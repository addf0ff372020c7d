import { ChevronDown } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { buttonClasses } from './buttonClasses'
import { cn } from './cn'
import { useDismissable } from './useDismissable'

/**
 * How the open panel looks. A variant, not extra classes: `cn` is plain clsx, so a caller's
 * `bg-ink-950` beside the default `bg-white` would leave the stylesheet's order to pick one
 * (the white-on-white mobile menu of the 2026-11-27 audit). dist-check fails any element that
 * carries two utilities of one property.
 */
const panelVariants = {
  /** A small white card under its button (desktop menus, the language menu). */
  popover: 'absolute z-50 mt-2 rounded-lg border border-ink-200 bg-white p-2 text-ink-900 shadow-xl',
  /** A dark sheet across the screen under the header (the menu below xl). */
  sheet:
    'fixed inset-x-0 top-[var(--header-height,4rem)] z-50 max-h-[calc(100dvh-var(--header-height,4rem))] overflow-y-auto border-y border-white/10 bg-ink-950 p-4 text-white',
} as const

type DropdownPanel = keyof typeof panelVariants

/** How the summary that opens it looks, a variant for the same reason as the panel's. */
const triggerVariants = {
  /** A label in the row it sits in (the main navigation, the language menu). */
  text: 'flex gap-1 rounded-md px-2 py-2 text-sm font-medium sm:px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
  /** The header's primary button (the calls to action's menu). */
  button: buttonClasses({ variant: 'primary', size: 'sm' }),
} as const

type DropdownTrigger = keyof typeof triggerVariants

export interface DropdownMenuProps {
  label: ReactNode
  /** Menus sharing a name open one at a time (native exclusive <details>). */
  name?: string
  className?: string
  summaryClassName?: string
  panel?: DropdownPanel
  trigger?: DropdownTrigger
  /** Where the panel sits and how wide it is (`left-0 w-80`); its colours come from `panel`. */
  panelPlacement?: string
  /** The chevron says "this opens"; a menu whose label already changes when open can drop it. */
  chevron?: boolean
  children: ReactNode
}

/**
 * A disclosure menu built on <details>: it opens by keyboard and touch without JavaScript, and
 * with it closes on Escape, outside click, navigation and when focus moves on past it.
 */
export function DropdownMenu({
  label,
  name,
  className,
  summaryClassName,
  panel = 'popover',
  trigger = 'text',
  panelPlacement,
  chevron = true,
  children,
}: DropdownMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null)
  const { pathname } = useLocation()
  const shownAt = useRef(pathname)
  useDismissable(ref)
  // Closes after a navigation, but not at hydration: a menu opened before the application loaded stays open.
  useEffect(() => {
    if (shownAt.current === pathname) return
    shownAt.current = pathname
    if (ref.current) ref.current.open = false
  }, [pathname])
  return (
    <details ref={ref} name={name} data-slot="dropdown-menu" className={cn('group relative', className)}>
      <summary
        className={cn(
          'cursor-pointer list-none items-center whitespace-nowrap [&::-webkit-details-marker]:hidden',
          triggerVariants[trigger],
          summaryClassName,
        )}
      >
        {label}
        {chevron && <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />}
      </summary>
      <div data-slot="dropdown-panel" data-panel={panel} className={cn(panelVariants[panel], panelPlacement)}>
        {children}
      </div>
    </details>
  )
}
