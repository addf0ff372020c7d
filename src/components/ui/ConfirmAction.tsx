import { useEffect, useRef, useState } from 'react'
import { Button } from './Button'

export interface ConfirmActionProps {
  /** The button that starts it: "Remove". */
  label: string
  /** The question asked in its place: "Remove Authenticator 2? …". */
  question: string
  confirmLabel: string
  cancelLabel: string
  disabled?: boolean
  onConfirm: () => void
}

/**
 * A destructive action that asks once before it happens (WCAG 3.3.4: deleting data a person
 * controls, such as a second factor, can be reviewed and cancelled). The question replaces the
 * button in place and takes focus; "Keep" or Escape puts things back and focus on the button.
 */
export function ConfirmAction({ label, question, confirmLabel, cancelLabel, disabled, onConfirm }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false)
  const start = useRef<HTMLButtonElement>(null)
  const confirm = useRef<HTMLButtonElement>(null)
  const wasAsking = useRef(false)
  useEffect(() => {
    if (asking) confirm.current?.focus()
    else if (wasAsking.current) start.current?.focus()
    wasAsking.current = asking
  }, [asking])
  if (!asking) {
    return (
      <Button ref={start} variant="secondary" size="sm" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </Button>
    )
  }
  return (
    <div
      role="group"
      aria-label={question}
      onKeyDown={(event) => event.key === 'Escape' && setAsking(false)}
      className="flex flex-wrap items-center justify-end gap-2"
    >
      <p className="text-sm text-ink-800">{question}</p>
      <Button
        ref={confirm}
        variant="primary"
        size="sm"
        disabled={disabled}
        onClick={() => {
          setAsking(false)
          onConfirm()
        }}
      >
        {confirmLabel}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setAsking(false)}>
        {cancelLabel}
      </Button>
    </div>
  )
}
