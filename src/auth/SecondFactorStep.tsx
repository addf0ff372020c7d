import type { Factor } from '@supabase/supabase-js'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../components/ui/Button'
import { TextField } from '../components/ui/TextField'
import { AuthNotice } from './AuthNotice'
import { factorLabel, phoneDigits } from './factorLabel'
import { loadSupabase } from './supabase'
import { useAuthAction } from './useAuthAction'
import { signOut } from './useAuth'
import { stepFocusAttribute } from './useStepFocus'
import { typedCode, type CodeProblem } from './typedCode'

const codeFieldId = 'second-factor-code'

/**
 * The code step, wherever a session below aal2 meets a verified factor: /sign-in after a
 * password, /account after an email link, single sign-on or a recovery link, and both after a
 * reload. Authenticator apps take their code at once; a phone is sent a text first, and where
 * the project does not send texts the message says to use another factor; a passkey or security
 * key is asked for by the browser.
 */
export function SecondFactorStep({ factors }: { factors: Factor[] }) {
  const { t } = useTranslation('sign-in')
  const usable = factors.filter(
    (factor) => factor.factor_type === 'totp' || factor.factor_type === 'phone' || factor.factor_type === 'webauthn',
  )
  const [chosenId, setChosenId] = useState(usable[0]?.id)
  const [challenge, setChallenge] = useState<{ factorId: string; id: string } | null>(null)
  const [code, setCode] = useState('')
  const [codeProblem, setCodeProblem] = useState<CodeProblem>()
  const { busy, outcome, setOutcome, run } = useAuthAction()
  const factor = usable.find((entry) => entry.id === chosenId) ?? usable[0]

  const choose = (id: string) => {
    setChosenId(id)
    setCode('')
    setCodeProblem(undefined)
    setOutcome(null)
  }

  const sendText = (phone: Factor) =>
    void run(async () => {
      const { data, error } = await (await loadSupabase()).auth.mfa.challenge({ factorId: phone.id, channel: 'sms' })
      if (error) throw error
      setChallenge({ factorId: phone.id, id: data.id })
    })

  const verify = (event: FormEvent) => {
    event.preventDefault()
    if (!factor) return
    const { code: entered, problem } = typedCode(code)
    setCodeProblem(problem)
    if (problem) {
      document.getElementById(codeFieldId)?.focus()
      return
    }
    void run(async () => {
      const client = await loadSupabase()
      const { error } =
        factor.factor_type === 'phone' && challenge?.factorId === factor.id
          ? await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: entered })
          : await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: entered })
      if (error) throw error
    })
  }

  const usePasskey = (passkey: Factor) =>
    void run(async () => {
      const { error } = await (await loadSupabase()).auth.mfa.webauthn.authenticate({ factorId: passkey.id })
      if (error) throw error
    })

  const awaitingText = factor?.factor_type === 'phone' && challenge?.factorId !== factor.id
  return (
    <div className="grid gap-4">
      {/* Where focus goes when this step replaces the password form (useStepFocus). */}
      <p tabIndex={-1} {...{ [stepFocusAttribute]: '' }} className="outline-none">
        {t('mfaIntro')}
      </p>
      {usable.length > 1 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-ink-900">{t('mfaChoose')}</legend>
          {usable.map((entry) => (
            <label key={entry.id} className="flex items-center gap-2">
              <input
                type="radio"
                name="factor"
                value={entry.id}
                checked={entry.id === factor?.id}
                onChange={() => choose(entry.id)}
                className="size-4 accent-accent-600"
              />
              {factorLabel(entry, t)}
            </label>
          ))}
        </fieldset>
      )}
      <AuthNotice outcome={outcome} />
      {!factor ? (
        <AuthNotice outcome={{ tone: 'error', key: 'sign-in:errors.noUsableFactor' }} />
      ) : factor.factor_type === 'webauthn' ? (
        <div className="grid gap-3">
          <p>{t('passkeyPrompt')}</p>
          <Button onClick={() => usePasskey(factor)} disabled={busy}>
            {t('usePasskey')}
          </Button>
        </div>
      ) : awaitingText ? (
        <div className="grid gap-3">
          <p>{t('smsPrompt', { digits: phoneDigits(factor) })}</p>
          <Button onClick={() => sendText(factor)} disabled={busy}>
            {t('sendSms')}
          </Button>
        </div>
      ) : (
        <form onSubmit={verify} className="grid gap-4" noValidate>
          <p>{factor.factor_type === 'phone' ? t('smsSent', { digits: phoneDigits(factor) }) : t('mfaPrompt')}</p>
          <TextField
            id={codeFieldId}
            label={t('mfaCode')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-required="true"
            error={codeProblem && t(`errors.${codeProblem}`)}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" disabled={busy}>
            {t('verify')}
          </Button>
        </form>
      )}
      <Button variant="link" onClick={() => void signOut()}>
        {t('useAnotherAccount')}
      </Button>
    </div>
  )
}
