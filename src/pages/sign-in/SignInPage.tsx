import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { authErrorKey, callbackError } from '../../auth/authErrorMessage'
import { authStore } from '../../auth/authStore'
import { loadSupabase } from '../../auth/supabase'
import { connectAuth, useAuth } from '../../auth/useAuth'
import { PageHero } from '../../components/sections/PageHero'
import { Button } from '../../components/ui/Button'
import { PageLink } from '../../components/ui/PageLink'
import { TextField } from '../../components/ui/TextField'
import { typedValues } from '../../components/ui/typedValues'
import { backend } from '../../config/backend'

const namespace = 'sign-in'
const ssoProvider = import.meta.env.VITE_SUPABASE_SSO_PROVIDER as string | undefined

type Step = { kind: 'form' } | { kind: 'mfa'; factorId: string } | { kind: 'sent'; what: 'magicLink' | 'recovery' }

function Notice({ tone, children }: { tone: 'error' | 'info'; children: string }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? 'rounded-md border border-danger-600 bg-red-50 p-3 text-danger-700' : 'rounded-md border border-accent-600 bg-accent-50 p-3 text-accent-800'}>
      {children}
    </p>
  )
}

function SignInForms() {
  const { t } = useTranslation(namespace)
  const { user, loading } = useAuth()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'form' })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const passwordForm = useRef<HTMLFormElement>(null)

  useEffect(() => {
    const typed = passwordForm.current ? typedValues(passwordForm.current, ['email', 'password'] as const) : {}
    if (typed.email) setEmail(typed.email)
    if (typed.password) setPassword(typed.password)
  }, [])

  useEffect(() => {
    const fromCallback = callbackError(new URL(window.location.href))
    if (fromCallback) setError(t(`errors.callback`, { code: fromCallback.slice(0, 60) }))
    void connectAuth()
  }, [t])

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (caught) {
      setError(t(`errors.${authErrorKey(caught)}`))
    } finally {
      setBusy(false)
    }
  }

  const signInWithPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The DOM has what a password manager filled in, even if it did so before hydration.
    const typed = typedValues(event.currentTarget, ['email', 'password'] as const)
    const credentials = { email: typed.email ?? email, password: typed.password ?? password }
    setEmail(credentials.email)
    setPassword(credentials.password)
    void run(async () => {
      const client = await loadSupabase()
      const { error: failed } = await client.auth.signInWithPassword(credentials)
      if (failed) throw failed
      const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel()
      if (data?.nextLevel === 'aal2' && data.currentLevel !== 'aal2') {
        const factors = await client.auth.mfa.listFactors()
        const totp = factors.data?.totp.find((factor) => factor.status === 'verified')
        if (totp) setStep({ kind: 'mfa', factorId: totp.id })
      }
    })
  }

  const verifyCode = (event: FormEvent) => {
    event.preventDefault()
    if (step.kind !== 'mfa') return
    void run(async () => {
      const client = await loadSupabase()
      const { error: failed } = await client.auth.mfa.challengeAndVerify({ factorId: step.factorId, code: code.trim() })
      if (failed) throw failed
      setStep({ kind: 'form' })
    })
  }

  const sendMagicLink = () =>
    void run(async () => {
      const client = await loadSupabase()
      const { error: failed } = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: `${window.location.origin}/account` } })
      if (failed) throw failed
      setStep({ kind: 'sent', what: 'magicLink' })
    })

  const sendRecovery = () =>
    void run(async () => {
      const client = await loadSupabase()
      const { error: failed } = await client.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/account#change-password` })
      if (failed) throw failed
      setStep({ kind: 'sent', what: 'recovery' })
    })

  const signInWithSso = () =>
    void run(async () => {
      const client = await loadSupabase()
      const { error: failed } = await client.auth.signInWithOAuth({ provider: ssoProvider as 'azure', options: { redirectTo: `${window.location.origin}/account` } })
      if (failed) throw failed
    })

  if (user && step.kind !== 'mfa') {
    return (
      <div className="grid gap-4">
        <Notice tone="info">{t('signedIn', { email: user.email ?? '' })}</Notice>
        <div className="flex flex-wrap gap-3">
          <PageLink to="account" className="font-semibold text-accent-700 underline">{t('toAccount')}</PageLink>
          <Button variant="secondary" onClick={() => void loadSupabase().then((client) => authStore.signOut(client))}>{t('signOut')}</Button>
        </div>
      </div>
    )
  }
  if (step.kind === 'sent') return <Notice tone="info">{t(step.what === 'magicLink' ? 'magicLinkSent' : 'recoverySent', { email })}</Notice>
  if (step.kind === 'mfa') {
    return (
      <form onSubmit={verifyCode} className="grid gap-4" noValidate>
        {error && <Notice tone="error">{error}</Notice>}
        <p>{t('mfaPrompt')}</p>
        <TextField label={t('mfaCode')} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required value={code} onChange={(e) => setCode(e.target.value)} />
        <Button type="submit" disabled={busy}>{t('verify')}</Button>
      </form>
    )
  }
  return (
    <div className="grid gap-8">
      {error && <Notice tone="error">{error}</Notice>}
      {/* method="post": a submit that reaches the server (no JavaScript) never puts the password in the URL. */}
      <form ref={passwordForm} method="post" onSubmit={signInWithPassword} className="grid gap-4" aria-busy={busy || loading}>
        <TextField label={t('email')} name="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label={t('password')} name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" disabled={busy}>{t('signIn')}</Button>
      </form>
      <div className="grid gap-3 border-t border-ink-200 pt-6">
        <Button variant="secondary" disabled={busy || !email} onClick={sendMagicLink}>{t('magicLink')}</Button>
        {ssoProvider && <Button variant="secondary" disabled={busy} onClick={signInWithSso}>{t('sso')}</Button>}
        <Button variant="link" disabled={busy || !email} onClick={sendRecovery}>{t('forgotPassword')}</Button>
      </div>
    </div>
  )
}

export default function SignInPage() {
  const { t } = useTranslation(namespace)
  return (
    <>
      <PageHero namespace={namespace} />
      <section aria-labelledby="sign-in-heading" className="mx-auto max-w-md px-4 py-14">
        <h2 id="sign-in-heading" className="text-2xl font-bold text-ink-950">{t('formHeading')}</h2>
        <div className="mt-6">{backend.configured ? <SignInForms /> : <Notice tone="info">{t('notConfigured')}</Notice>}</div>
      </section>
    </>
  )
}
