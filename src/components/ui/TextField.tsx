import { useId, type InputHTMLAttributes } from 'react'
import { fieldClasses, fieldState } from './fieldClasses'
import { FieldMessages } from './FieldMessages'

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string }

/** A labelled input with its error and hint wired to aria-describedby. */
export function TextField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <div data-slot="text-field" className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      <input
        id={inputId}
        {...fieldState({ id: inputId, error, hint })}
        className={fieldClasses(Boolean(error))}
        {...props}
      />
      <FieldMessages id={inputId} error={error} hint={hint} />
    </div>
  )
}
