import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../i18n/LanguageContext'
import { AuthNotice, Notice, StepMessage } from '../../auth/AuthNotice'
import { authProviders } from '../../auth/authProviders'
import { authRedirectUrl, type authRedirectHashes } from '../../auth/authRedirects'
import { SecondFactorStep } from '../../auth/SecondFactorStep'
import { loadSupabase } from '../../auth/supabase'
import { useAuthAction } from '../../auth/useAuthAction'
import { stepFocusAttribute, useStepFocus } from '../../auth/useStepFocus'
import { signOut, useAuth } from '../../auth/useAuth'
import { useCallbackError } from '../../auth/useCallbackError'
import { PrivacyNoticeText } from '../../components/PrivacyNoticeText'
import { PageHero } from '../../components/sections/PageHero'
import { Button } from '../../components/ui/Button'
import { PageLink } from '../../components/ui/PageLink'
import { TextField } from '../../components/ui/TextField'
import { typedValues } from '../../components/ui/typedValues'
import { appLoaderMarkup } from '../../boot/appLoaderMarkup'
import { backend } from '../../config/backend'
import { usePageNamespace } from '../../i18n/pageCopy'
import { BotCheck, turnstileSiteKey } from '../../leads/BotCheck'
import { staffSignInAction } from '../../leads/turnstileConfig'

/** The notice a submit without the application leads to. */
const needsAppNoticeId = 'sign-in-needs-app'

function SignInForms() {
  const namespace = usePageNamespace()
  const { t } = useTranslation(namespace)
  const language = useLanguage()
  const { status, loading } = useAuth()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [sent, setSent] = useState<'magicLinkSent' | 'recoverySent' | null>(null)
  const { busy, outcome, run } = useAuthAction()
  const fromCallback = useCallbackError()
  const passwordForm = useRef<HTMLFormElement>(null)
  // Our own messages under the fields, not the browser's bubbles; the link buttons say what they need.
  const [errors, setErrors] = useState<{ email?: 'emailMissing' | 'emailInvalid'; password?: 'passwordMissing' }>({})
  const emailFieldId = 'sign-in-email'
  const passwordFieldId = 'sign-in-password'
  // The field's own type check says what an address is; the words are ours, so the field is
  // never invalid to the browser while the page calls it valid (ACC-06).
  const emailProblem = (value: string) => {
    if (!value.trim()) return 'emailMissing' as const
    const field = document.getElementById(emailFieldId)
    return field instanceof HTMLInputElement && field.validity.typeMismatch ? ('emailInvalid' as const) : undefined
  }
  const needEmail = () => {
    const problem = emailProblem(email)
    setErrors(problem ? { email: problem } : {})
    if (problem) document.getElementById(emailFieldId)?.focus()
    return Boolean(problem)
  }
  // Email links and single sign-on land on /account, which shows the code step when it is due.
  const landing = (hash?: (typeof authRedirectHashes)[number]) =>
    authRedirectUrl(window.location.origin, language, hash)
  // With the bot check built in, Supabase Auth's CAPTCHA is on: every password, magic-link and
  // recovery request carries a Turnstile token, good for one request.
  const [captchaToken, setCaptchaToken] = useState<string | null>(null)
  const [captchaRound, setCaptchaRound] = useState(0)
  const withCaptcha = async <T,>(request: (captcha: { captchaToken?: string }) => Promise<T>): Promise<T> => {
    try {
      return await request(turnstileSiteKey && captchaToken ? { captchaToken } : {})
    } finally {
      if (turnstileSiteKey) setCaptchaRound((round) => round + 1)
    }
  }

  useEffect(() => {
    const typed = passwordForm.current
      ? typedValues(passwordForm.current, [emailFieldId, passwordFieldId] as const)
      : {}
    if (typed[emailFieldId]) setEmail(typed[emailFieldId])
    if (typed[passwordFieldId]) setPassword(typed[passwordFieldId])
  }, [])

  const signInWithPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The DOM has what a password manager filled in, even if it did so before hydration.
    const typed = typedValues(event.currentTarget, [emailFieldId, passwordFieldId] as const)
    const credentials = { email: typed[emailFieldId] ?? email, password: typed[passwordFieldId] ?? password }
    setEmail(credentials.email)
    setPassword(credentials.password)
    const found = {
      email: emailProblem(credentials.email),
      password: credentials.password ? undefined : ('passwordMissing' as const),
    }
    setErrors(found)
    if (found.email || found.password) {
      document.getElementById(found.email ? emailFieldId : passwordFieldId)?.focus()
      return
    }
    void run(async () => {
      // The auth store decides what follows: signed in, or the code step for a verified factor.
      const client = await loadSupabase()
      const { error } = await withCaptcha((options) => client.auth.signInWithPassword({ ...credentials, options }))
      if (error) throw error
    })
  }

  const sendMagicLink = () =>
    !needEmail() &&
    void run(async () => {
      // Sent through the staff-email-link function (src/auth/emailLinkRoute.ts), which answers every
      // address alike, at once: neither this page nor the answer says who works here.
      const client = await loadSupabase()
      const { error } = await withCaptcha((captcha) =>
        client.auth.signInWithOtp({
          email,
          options: { shouldCreateUser: false, emailRedirectTo: landing(), ...captcha },
        }),
      )
      if (error) throw error
      setSent('magicLinkSent')
    })

  const sendRecovery = () =>
    !needEmail() &&
    void run(async () => {
      const client = await loadSupabase()
      const { error } = await withCaptcha((captcha) =>
        client.auth.resetPasswordForEmail(email, { redirectTo: landing('#change-password'), ...captcha }),
      )
      if (error) throw error
      setSent('recoverySent')
    })

  const signInWithSso = (provider: string) =>
    void run(async () => {
      const { error } = await (await loadSupabase()).auth.signInWithOAuth({
        provider: provider as 'azure',
        options: { redirectTo: landing() },
      })
      if (error) throw error
    })

  const signInForm = (
    <div className="grid gap-8">
      <AuthNotice outcome={outcome ?? fromCallback} />
      {/*
        Only the application signs in. Without it (scripts off, or its files did not load) a submit
        must never carry the password anywhere: the fields have no names, so a plain submission
        sends nothing, and it only opens the notice below on this same page (:target).
      */}
      <p
        id={needsAppNoticeId}
        tabIndex={-1}
        className="hidden rounded-md border border-danger-600 bg-red-50 p-3 text-danger-700 target:block"
      >
        {t('needsApp')}
      </p>
      <form
        ref={passwordForm}
        action={`#${needsAppNoticeId}`}
        method="get"
        {...{ [appLoaderMarkup.submitsWithoutAppAttribute]: '' }}
        noValidate
        onSubmit={signInWithPassword}
        className="grid gap-4"
        aria-busy={busy || loading}
      >
        <TextField
          id={emailFieldId}
          label={t('email')}
          hint={t('emailHint')}
          error={errors.email && t(`errors.${errors.email}`)}
          type="email"
          autoComplete="username"
          aria-required="true"
          {...{ [stepFocusAttribute]: '' }}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          id={passwordFieldId}
          label={t('password')}
          error={errors.password && t(`errors.${errors.password}`)}
          type="password"
          autoComplete="current-password"
          aria-required="true"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t('signIn')}
        </Button>
      </form>
      {turnstileSiteKey && (
        <BotCheck
          siteKey={turnstileSiteKey}
          language={language}
          round={captchaRound}
          onToken={setCaptchaToken}
          action={staffSignInAction}
        />
      )}
      <div className="grid gap-3 border-t border-ink-200 pt-6">
        <Button variant="secondary" disabled={busy} onClick={sendMagicLink}>
          {t('magicLink')}
        </Button>
        {authProviders.sso && (
          <Button variant="secondary" disabled={busy} onClick={() => signInWithSso(authProviders.sso!)}>
            {t('sso')}
          </Button>
        )}
        <Button variant="link" disabled={busy} onClick={sendRecovery}>
          {t('forgotPassword')}
        </Button>
      </div>
      {/* The form collects a staff member's email and password: the notice that covers them is linked here (L-1). */}
      <p className="text-sm text-ink-700">
        <PrivacyNoticeText i18nKey="privacy" ns={namespace} />
      </p>
    </div>
  )

  const step = status.kind === 'anonymous' ? (sent ?? 'form') : status.kind
  const stepContainer = useStepFocus<HTMLDivElement>(step, !loading)
  const message =
    status.kind === 'signedIn' ? t('signedIn', { email: status.user.email ?? '' }) : sent ? t(sent, { email }) : null
  return (
    <div ref={stepContainer}>
      <StepMessage>{message}</StepMessage>
      {status.kind === 'needsSecondFactor' ? (
        <SecondFactorStep factors={status.factors} />
      ) : status.kind === 'signedIn' ? (
        <div className="flex flex-wrap gap-3">
          <PageLink to="account" className="font-semibold text-accent-700 underline">
            {t('toAccount')}
          </PageLink>
          <Button variant="secondary" onClick={() => void signOut()}>
            {t('signOut')}
          </Button>
        </div>
      ) : sent ? null : (
        signInForm
      )}
    </div>
  )
}

export default function SignInPage() {
  const { t } = useTranslation(usePageNamespace())
  return (
    <>
      <PageHero actions={null} />
      <section aria-labelledby="sign-in-heading" className="mx-auto max-w-md px-4 py-14">
        <h2 id="sign-in-heading" className="text-2xl font-bold text-ink-950">
          {t('formHeading')}
        </h2>
        <div className="mt-6">
          {backend.configured ? <SignInForms /> : <Notice tone="info">{t('notConfigured')}</Notice>}
        </div>
      </section>
    </>
  )
}
