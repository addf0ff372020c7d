import { useEffect, useState } from 'react'
import { callbackError, withoutCallbackError, type CallbackError } from './authErrorMessage'
import type { Outcome } from './useAuthAction'
import { connectAuth } from './useAuth'

/**
 * For the pages sign-in, link and recovery redirects land on: what went wrong on the way
 * (`error`, `error_code` in the query or fragment) is read once, taken out of the address bar
 * so a reload does not repeat it, and returned to be said in words. Then auth connects.
 */
export function useCallbackError(): Outcome {
  const [found, setFound] = useState<CallbackError | null>(null)
  useEffect(() => {
    const url = new URL(window.location.href)
    const error = callbackError(url)
    if (error) {
      setFound(error)
      window.history.replaceState(window.history.state, '', withoutCallbackError(url))
    }
    void connectAuth()
  }, [])
  return found && { tone: 'error', key: `sign-in:errors.${found.key}` }
}
