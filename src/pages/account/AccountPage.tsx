import type { Factor, UserIdentity } from '@supabase/supabase-js'
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { authErrorKey } from '../../auth/authErrorMessage'
import { loadSupabase } from '../../auth/supabase'
import { connectAuth, useAuth } from '../../auth/useAuth'
import { PageHero } from '../../components/sections/PageHero'
import { Button } from '../../components/ui/Button'
import { PageLink } from '../../components/ui/PageLink'
import { TextField } from '../../components/ui/TextField'
import { backend } from '../../config/backend'

const namespace = 'account'

/**
 * supabase-js prefixes the factor's raw SVG with `data:image/svg+xml;utf-8,` without encoding
 * it, so a `#` in the SVG (a colour) would end the URL early and the QR code would not show.
 */
function qrImageSource(qr: string): string {
  const prefix = /^data:image\/svg\+xml;(?:charset=)?utf-8,/.exec(qr)?.[0]
  return prefix && qr.slice(prefix.length).trimStart().startsWith('<') ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.slice(prefix.length))}` : qr
}

function useAction() {
  const { t } = useTranslation(namespace)
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null)
  const run = useCallback(
    async (action: () => Promise<string | void>) => {
      setMessage(null)
      try {
        const done = await action()
        if (done) setMessage({ tone: 'info', text: t(done) })
      } catch (error) {
        setMessage({ tone: 'error', text: t(`sign-in:errors.${authErrorKey(error)}`) })
      }
    },
    [t],
  )
  const notice = message && (
    <p role={message.tone === 'error' ? 'alert' : 'status'} className={message.tone === 'error' ? 'text-danger-700' : 'text-accent-800'}>{message.text}</p>
  )
  return { run, notice }
}

function ChangePassword() {
  const { t } = useTranslation(namespace)
  const [password, setPassword] = useState('')
  const { run, notice } = useAction()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      const { error } = await (await loadSupabase()).auth.updateUser({ password })
      if (error) throw error
      setPassword('')
      return 'passwordChanged'
    })
  }
  return (
    <form id="change-password" onSubmit={submit} className="grid gap-3">
      <h2 className="text-xl font-semibold text-ink-950">{t('changePassword')}</h2>
      <TextField label={t('newPassword')} type="password" autoComplete="new-password" minLength={12} required value={password} onChange={(e) => setPassword(e.target.value)} hint={t('passwordHint')} />
      <Button type="submit">{t('savePassword')}</Button>
      {notice}
    </form>
  )
}

function TwoFactor() {
  const { t } = useTranslation(namespace)
  const [factors, setFactors] = useState<Factor[]>([])
  const [enrolling, setEnrolling] = useState<{ id: string; qr: string; secret: string } | null>(null)
  const [code, setCode] = useState('')
  const { run, notice } = useAction()
  const refresh = useCallback(async () => {
    const { data } = await (await loadSupabase()).auth.mfa.listFactors()
    setFactors(data?.totp ?? [])
  }, [])
  useEffect(() => void refresh(), [refresh])
  const enrol = () =>
    void run(async () => {
      const { data, error } = await (await loadSupabase()).auth.mfa.enroll({ factorType: 'totp', friendlyName: `Authenticator ${new Date().toISOString().slice(0, 10)}` })
      if (error) throw error
      setEnrolling({ id: data.id, qr: qrImageSource(data.totp.qr_code), secret: data.totp.secret })
    })
  const verify = (event: FormEvent) => {
    event.preventDefault()
    if (!enrolling) return
    void run(async () => {
      const { error } = await (await loadSupabase()).auth.mfa.challengeAndVerify({ factorId: enrolling.id, code: code.trim() })
      if (error) throw error
      setEnrolling(null)
      setCode('')
      await refresh()
      return 'mfaEnabled'
    })
  }
  const remove = (factorId: string) =>
    void run(async () => {
      const { error } = await (await loadSupabase()).auth.mfa.unenroll({ factorId })
      if (error) throw error
      await refresh()
      return 'mfaRemoved'
    })
  return (
    <section aria-labelledby="mfa-heading" className="grid gap-3">
      <h2 id="mfa-heading" className="text-xl font-semibold text-ink-950">{t('mfa')}</h2>
      <ul role="list" className="grid gap-2">
        {factors.map((factor) => (
          <li key={factor.id} className="flex items-center justify-between gap-3 rounded-md border border-ink-200 p-3">
            <span>{factor.friendly_name ?? factor.factor_type} · {t(factor.status === 'verified' ? 'verified' : 'unverified')}</span>
            <Button variant="secondary" size="sm" onClick={() => remove(factor.id)}>{t('remove')}</Button>
          </li>
        ))}
      </ul>
      {enrolling ? (
        <form onSubmit={verify} className="grid gap-3">
          <p>{t('scanQr')}</p>
          {/* The QR code is an SVG data URL from our own auth server's factor response. */}
          <img src={enrolling.qr} alt={t('qrAlt')} width={180} height={180} className="rounded-md border border-ink-200 bg-white p-2" />
          <p className="text-sm text-ink-600">{t('secret')}: <code className="font-mono">{enrolling.secret}</code></p>
          <TextField label={t('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required value={code} onChange={(e) => setCode(e.target.value)} />
          <Button type="submit">{t('verify')}</Button>
        </form>
      ) : (
        <Button variant="secondary" onClick={enrol}>{t('addAuthenticator')}</Button>
      )}
      {notice}
    </section>
  )
}

function Identities() {
  const { t } = useTranslation(namespace)
  const [identities, setIdentities] = useState<UserIdentity[]>([])
  const { run, notice } = useAction()
  const refresh = useCallback(async () => {
    const { data } = await (await loadSupabase()).auth.getUserIdentities()
    setIdentities(data?.identities ?? [])
  }, [])
  useEffect(() => void refresh(), [refresh])
  const unlink = (identity: UserIdentity) =>
    void run(async () => {
      const { error } = await (await loadSupabase()).auth.unlinkIdentity(identity)
      if (error) throw error
      await refresh()
      return 'identityRemoved'
    })
  return (
    <section aria-labelledby="identities-heading" className="grid gap-3">
      <h2 id="identities-heading" className="text-xl font-semibold text-ink-950">{t('identities')}</h2>
      <ul role="list" className="grid gap-2">
        {identities.map((identity) => (
          <li key={identity.identity_id} className="flex items-center justify-between gap-3 rounded-md border border-ink-200 p-3">
            <span>{identity.provider}{identity.identity_data?.email ? ` · ${String(identity.identity_data.email)}` : ''}</span>
            {identities.length > 1 && <Button variant="secondary" size="sm" onClick={() => unlink(identity)}>{t('unlink')}</Button>}
          </li>
        ))}
      </ul>
      {notice}
    </section>
  )
}

function VerifiedClaims() {
  const { t } = useTranslation(namespace)
  const [claims, setClaims] = useState<Record<string, unknown> | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => {
    void loadSupabase()
      .then(async (client) => {
        // Verified against the auth server's published keys (ES256 / RS256), not just decoded.
        const { data, error } = await client.auth.getClaims()
        if (error) throw error
        setClaims((data?.claims as Record<string, unknown> | undefined) ?? null)
      })
      .catch((error: unknown) => setFailure(authErrorKey(error)))
  }, [])
  if (failure) return <p role="alert" className="text-danger-700">{t(`sign-in:errors.${failure}`)}</p>
  if (!claims) return null
  return (
    <p className="text-sm text-ink-600">{t('claims', { role: String(claims.role ?? ''), aal: String(claims.aal ?? ''), expires: new Date(Number(claims.exp) * 1000).toISOString().slice(0, 16).replace('T', ' ') })}</p>
  )
}

export default function AccountPage() {
  const { t } = useTranslation(namespace)
  const { user, loading } = useAuth()
  useEffect(() => void connectAuth(), [])
  let body
  if (!backend.configured) body = <p>{t('notConfigured')}</p>
  else if (loading) body = <p role="status">{t('loading')}</p>
  else if (!user) body = <p>{t('signInFirst')} <PageLink to="signIn" className="font-semibold text-accent-700 underline">{t('signInLink')}</PageLink></p>
  else
    body = (
      <div className="grid gap-10">
        <p>{t('signedInAs', { email: user.email ?? '' })}</p>
        <VerifiedClaims />
        <ChangePassword />
        <TwoFactor />
        <Identities />
      </div>
    )
  return (
    <>
      <PageHero namespace={namespace} />
      <div className="mx-auto max-w-xl px-4 py-14">{body}</div>
    </>
  )
}
