import { useId, type ReactNode, type SelectHTMLAttributes } from 'react'
import { fieldClasses, fieldState } from './fieldClasses'
import { FieldMessages } from './FieldMessages'

/** A labelled select with its error wired to aria-describedby, like TextField. */
export function SelectField({
  label,
  error,
  id,
  children,
  ...props
}: { label: string; error?: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const generated = useId()
  const selectId = id ?? generated
  return (
    <div>
      <label htmlFor={selectId} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      <select
        id={selectId}
        {...fieldState({ id: selectId, error })}
        className={fieldClasses(Boolean(error))}
        {...props}
      >
        {children}
      </select>
      <FieldMessages id={selectId} error={error} />
    </div>
  )
}
