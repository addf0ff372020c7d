import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../components/ui/Button'
import { authStore } from './authStore'
import { loadSupabase } from './supabase'
import type { Outcome } from './useAuthAction'
import { stepFocusAttribute } from './useStepFocus'

const tones = {
  error: 'rounded-md border border-danger-600 bg-red-50 p-3 text-danger-700',
  info: 'rounded-md border border-accent-600 bg-accent-50 p-3 text-accent-800',
}

/** A message box: errors are announced at once (alert), information politely (status). */
export function Notice({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={tones[tone]}>
      {children}
    </div>
  )
}

/**
 * A step's message ("you are signed in", "a link is on its way") in a polite live region that is
 * in the page before its words are: a region inserted already filled is often not announced
 * (ACC-05). Empty, it takes no room. It takes focus when its step replaces the one before
 * (useStepFocus), as the lead form's thanks do.
 */
export function StepMessage({ children }: { children?: ReactNode }) {
  return (
    <div role="status" tabIndex={-1} {...{ [stepFocusAttribute]: children ? '' : undefined }} className="outline-none">
      {children && <div className={`mb-4 ${tones.info}`}>{children}</div>}
    </div>
  )
}

/**
 * An action's outcome in words. When the auth server asked for the second factor first
 * (insufficient_aal), it offers the code step: a fresh session brings it up on this page.
 */
export function AuthNotice({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('sign-in')
  if (!outcome) return null
  const offersCodeStep = outcome.key === 'sign-in:errors.insufficientAal'
  return (
    <Notice tone={outcome.tone}>
      <p>{t(outcome.key, outcome.values)}</p>
      {offersCodeStep && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() =>
            void loadSupabase()
              .then((client) => authStore.recheck(client))
              .catch(() => undefined)
          }
        >
          {t('enterCode')}
        </Button>
      )}
    </Notice>
  )
}
