import type { Factor } from '@supabase/supabase-js'
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthNotice } from '../../auth/AuthNotice'
import { authStore } from '../../auth/authStore'
import { factorLabel } from '../../auth/factorLabel'
import { loadSupabase } from '../../auth/supabase'
import { typedCode, type CodeProblem } from '../../auth/typedCode'
import { useAuthAction } from '../../auth/useAuthAction'
import { Button } from '../../components/ui/Button'
import { ConfirmAction } from '../../components/ui/ConfirmAction'
import { TextField } from '../../components/ui/TextField'
import { site } from '../../config/site'
import { usePageNamespace } from '../../i18n/pageCopy'

/**
 * supabase-js prefixes the factor's raw SVG with `data:image/svg+xml;utf-8,` without encoding
 * it, so a `#` in the SVG (a colour) would end the URL early and the QR code would not show.
 */
function qrImageSource(qr: string): string {
  const prefix = /^data:image\/svg\+xml;(?:charset=)?utf-8,/.exec(qr)?.[0]
  return prefix && qr.slice(prefix.length).trimStart().startsWith('<')
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.slice(prefix.length))}`
    : qr
}

const enrolCodeFieldId = 'new-authenticator-code'

/**
 * Authenticator apps, passkeys and phones: listed (phones too), authenticator apps added with a
 * QR code, passkeys and security keys with the browser's own dialogue where it offers one, all
 * removable. An administrator acts with one approved factor (docs/deploying.md, "The Supabase project").
 */
export function TwoFactorSection() {
  const { t } = useTranslation(usePageNamespace())
  const [factors, setFactors] = useState<Factor[]>([])
  const [enrolling, setEnrolling] = useState<{ id: string; qr: string; secret: string } | null>(null)
  const [code, setCode] = useState('')
  const [codeProblem, setCodeProblem] = useState<CodeProblem>()
  const { busy, outcome, run } = useAuthAction()
  // Known only in the browser, after hydration: the prerendered page offers authenticator apps alone.
  const [passkeys, setPasskeys] = useState(false)
  useEffect(() => setPasskeys(typeof window.PublicKeyCredential === 'function'), [])
  const refresh = useCallback(async () => {
    const { data } = await (await loadSupabase()).auth.mfa.listFactors()
    setFactors(data?.all ?? [])
  }, [])
  useEffect(() => void refresh(), [refresh])

  const enrol = () =>
    void run(async () => {
      // GoTrue refuses two factors with one name: the time makes each name its own.
      const friendlyName = `Authenticator ${new Date().toISOString().slice(0, 19).replace('T', ' ')}`
      // The issuer names the entry in the authenticator app; without it Supabase uses its Site URL's host.
      const { data, error } = await (await loadSupabase()).auth.mfa.enroll({
        factorType: 'totp',
        friendlyName,
        issuer: site.brand,
      })
      if (error) throw error
      setCodeProblem(undefined)
      setEnrolling({ id: data.id, qr: qrImageSource(data.totp.qr_code), secret: data.totp.secret })
    })
  const addPasskey = () =>
    void run(async () => {
      const client = await loadSupabase()
      const friendlyName = `Passkey ${new Date().toISOString().slice(0, 19).replace('T', ' ')}`
      const { error } = await client.auth.mfa.webauthn.register({ friendlyName })
      if (error) throw error
      await refresh()
      return 'account:passkeyAdded'
    })
  const verify = (event: FormEvent) => {
    event.preventDefault()
    if (!enrolling) return
    const { code: entered, problem } = typedCode(code)
    setCodeProblem(problem)
    if (problem) {
      document.getElementById(enrolCodeFieldId)?.focus()
      return
    }
    void run(async () => {
      const { error } = await (await loadSupabase()).auth.mfa.challengeAndVerify({
        factorId: enrolling.id,
        code: entered,
      })
      if (error) throw error
      setEnrolling(null)
      setCode('')
      await refresh()
      return 'account:mfaEnabled'
    })
  }
  const remove = (factorId: string) =>
    void run(async () => {
      const client = await loadSupabase()
      const { error } = await client.auth.mfa.unenroll({ factorId })
      if (error) throw error
      await refresh()
      // Removing the factor that raised this session lowers it to aal1 on the server: take the fresh level.
      await authStore.recheck(client)
      return 'account:mfaRemoved'
    })
  return (
    <section aria-labelledby="mfa-heading" className="grid gap-3">
      <h2 id="mfa-heading" className="text-xl font-semibold text-ink-950">
        {t('mfa')}
      </h2>
      <ul role="list" className="grid gap-2">
        {factors.map((factor) => (
          <li key={factor.id} className="flex items-center justify-between gap-3 rounded-md border border-ink-200 p-3">
            <span>
              {factorLabel(factor, t)} · {t(factor.status === 'verified' ? 'verified' : 'unverified')}
            </span>
            <ConfirmAction
              label={t('remove')}
              question={t('confirmRemoveFactor', { factor: factorLabel(factor, t) })}
              confirmLabel={t('confirmRemove')}
              cancelLabel={t('keep')}
              disabled={busy}
              onConfirm={() => remove(factor.id)}
            />
          </li>
        ))}
      </ul>
      {enrolling ? (
        // Our messages under the field, not the browser's bubbles (ACC-06).
        <form onSubmit={verify} className="grid gap-3" noValidate>
          <p>{t('scanQr')}</p>
          {/* The QR code is an SVG data URL from our own auth server's factor response. */}
          <img
            src={enrolling.qr}
            alt={t('qrAlt')}
            width={180}
            height={180}
            className="rounded-md border border-ink-200 bg-white p-2"
          />
          <p className="text-sm text-ink-600">
            {t('secret')}: <code className="font-mono">{enrolling.secret}</code>
          </p>
          <TextField
            id={enrolCodeFieldId}
            label={t('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-required="true"
            error={codeProblem && t(`sign-in:errors.${codeProblem}`)}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" disabled={busy}>
            {t('verify')}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" disabled={busy} onClick={enrol}>
            {t('addAuthenticator')}
          </Button>
          {passkeys && (
            <Button variant="secondary" disabled={busy} onClick={addPasskey}>
              {t('addPasskey')}
            </Button>
          )}
        </div>
      )}
      <AuthNotice outcome={outcome} />
    </section>
  )
}
