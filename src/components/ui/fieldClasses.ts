import { cn } from './cn'

/**
 * The box of every text input, select and textarea. The resting border is ink-500 (5.2:1 on
 * white): a field must be recognisable as one without its label (WCAG 1.4.11 asks 3:1).
 */
export function fieldClasses(invalid: boolean) {
  return cn(
    'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600',
    invalid ? 'border-danger-600' : 'border-ink-500',
  )
}

/**
 * A field's ARIA state: invalid only once our own validation says so. `false` is written out,
 * because Chromium otherwise reports an untouched required or email field as "invalid entry".
 */
export function fieldState({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined
  return { 'aria-invalid': error ? ('true' as const) : ('false' as const), 'aria-describedby': describedBy }
}
