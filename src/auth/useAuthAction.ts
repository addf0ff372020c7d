import { useCallback, useState } from 'react'
import { authErrorKey } from './authErrorMessage'

/** What an auth action ended with: a key with its namespace (`account:passwordChanged`, `sign-in:errors.invalidCode`). */
export type Outcome = { tone: 'error' | 'info'; key: string; values?: Record<string, string> } | null

/**
 * Runs one auth action at a time for a form or section: busy while it runs, then its outcome
 * in words. An action returns the key of its success message, or nothing to show none.
 */
export function useAuthAction() {
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const run = useCallback(async (action: () => Promise<string | void>) => {
    setBusy(true)
    setOutcome(null)
    try {
      const done = await action()
      if (done) setOutcome({ tone: 'info', key: done })
    } catch (caught) {
      setOutcome({ tone: 'error', key: `sign-in:errors.${authErrorKey(caught)}` })
    } finally {
      setBusy(false)
    }
  }, [])
  return { busy, outcome, setOutcome, run }
}
