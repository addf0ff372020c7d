import { cn } from './cn'

/**
 * Every button has a border, transparent where the fill alone draws it: forced colours (Windows
 * Contrast themes) replace every fill with the one Canvas colour but paint borders, so without
 * one a filled button turned into plain text there (2026-12-01 review, beside ACC-02). Each
 * variant sets the border's colour, never the base, so no element carries two border colours.
 */
const base =
  'inline-flex items-center justify-center gap-2 max-w-full text-center wrap-break-word rounded-md border font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60'

const variants = {
  primary: 'border-transparent bg-accent-600 text-white hover:bg-accent-700 focus-visible:outline-accent-600',
  secondary: 'border-ink-300 bg-white text-ink-900 hover:bg-ink-50 focus-visible:outline-accent-600',
  inverse: 'border-transparent bg-white text-ink-950 hover:bg-ink-100 focus-visible:outline-white',
  ghostInverse: 'border-white/40 text-white hover:bg-white/10 focus-visible:outline-white',
  link: 'border-transparent text-accent-700 underline-offset-4 hover:underline focus-visible:outline-accent-600',
} as const

/** Minimum heights, not fixed ones: a label that wraps (French at 1280 px, WCAG text spacing) grows the button instead of spilling out of it. */
const sizes = {
  sm: 'min-h-9 px-3 py-1 text-sm',
  md: 'min-h-11 px-5 py-2 text-base',
  lg: 'min-h-12 px-6 py-2.5 text-base',
} as const

export type ButtonVariant = keyof typeof variants
export type ButtonSize = keyof typeof sizes

/** Class names for anything that looks like a button, so links and buttons share one look. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
} = {}) {
  return cn(base, variants[variant], variant === 'link' ? 'px-0' : sizes[size], className)
}
