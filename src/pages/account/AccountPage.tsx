import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { authErrorKey } from '../../auth/authErrorMessage'
import { AuthNotice } from '../../auth/AuthNotice'
import { SecondFactorStep } from '../../auth/SecondFactorStep'
import { loadSupabase } from '../../auth/supabase'
import { useAuth } from '../../auth/useAuth'
import { useCallbackError } from '../../auth/useCallbackError'
import { stepFocusAttribute, useStepFocus } from '../../auth/useStepFocus'
import { PageHero } from '../../components/sections/PageHero'
import { PageLink } from '../../components/ui/PageLink'
import { backend } from '../../config/backend'
import { ChangePasswordSection } from './ChangePasswordSection'
import { IdentitiesSection } from './IdentitiesSection'
import { TwoFactorSection } from './TwoFactorSection'
import { usePageNamespace } from '../../i18n/pageCopy'

function VerifiedClaims() {
  const { t } = useTranslation(usePageNamespace())
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
  if (failure) return <AuthNotice outcome={{ tone: 'error', key: `sign-in:errors.${failure}` }} />
  if (!claims) return null
  return (
    <p className="text-sm text-ink-600">
      {t('claims', {
        role: String(claims.role ?? ''),
        aal: String(claims.aal ?? ''),
        expires: new Date(Number(claims.exp) * 1000).toISOString().slice(0, 16).replace('T', ' '),
      })}
    </p>
  )
}

export default function AccountPage() {
  const { t } = useTranslation(usePageNamespace())
  const { status, loading } = useAuth()
  const fromCallback = useCallbackError()
  // The code step asked for by "Enter your code", the account once the code is right, and "not
  // signed in" after signing out replace what had focus: focus goes to the new step (ACC-05).
  const stepContainer = useStepFocus<HTMLDivElement>(status.kind, !loading)
  let body
  if (!backend.configured) body = <p>{t('notConfigured')}</p>
  else if (loading) body = <p role="status">{t('loading')}</p>
  else if (status.kind === 'needsSecondFactor') body = <SecondFactorStep factors={status.factors} />
  else if (status.kind === 'anonymous') {
    body = fromCallback ? (
      <p>
        <PageLink to="signIn" className="font-semibold text-accent-700 underline">
          {t('toSignIn')}
        </PageLink>
      </p>
    ) : (
      <p tabIndex={-1} {...{ [stepFocusAttribute]: '' }} className="outline-none">
        {t('signInFirst')}{' '}
        <PageLink to="signIn" className="font-semibold text-accent-700 underline">
          {t('signInLink')}
        </PageLink>
      </p>
    )
  } else {
    body = (
      <div className="grid gap-10">
        <p tabIndex={-1} {...{ [stepFocusAttribute]: '' }} className="outline-none">
          {t('signedInAs', { email: status.user.email ?? '' })}
        </p>
        <VerifiedClaims />
        <ChangePasswordSection />
        <TwoFactorSection />
        <IdentitiesSection />
      </div>
    )
  }
  return (
    <>
      <PageHero actions={null} />
      <div ref={stepContainer} className="mx-auto grid max-w-xl gap-6 px-4 py-14">
        {/* Email links, single sign-on, identity linking and recovery links all land here. */}
        <AuthNotice outcome={fromCallback} />
        {body}
      </div>
    </>
  )
}
