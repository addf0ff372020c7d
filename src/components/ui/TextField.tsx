import { useId, type InputHTMLAttributes } from 'react'
import { cn } from './cn'

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string }

/** A labelled input with its error and hint wired to aria-describedby. */
export function TextField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const describedBy = [error && `${inputId}-error`, hint && `${inputId}-hint`].filter(Boolean).join(' ') || undefined
  return (
    <div data-slot="text-field" className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink-900">{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn('mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600', error ? 'border-danger-600' : 'border-ink-300')}
        {...props}
      />
      {hint && <p id={`${inputId}-hint`} className="mt-1 text-sm text-ink-600">{hint}</p>}
      {error && <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-danger-700">{error}</p>}
    </div>
  )
}
