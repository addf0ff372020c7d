import { KeyRound, LogOut, UserRound } from 'lucide-react'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../i18n/LanguageContext'
import { PageLink } from '../components/ui/PageLink'
import { isAtAal2 } from './authDecision'
import { signOut, useAuth, useAuthBootstrap } from './useAuth'

// Administrators only: ordinary visitors never download the toolbar.
const StaffToolbar = lazy(() => import('./StaffToolbar'))

const headerAction =
  'flex items-center gap-1 rounded-md px-2 py-1 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-500'

/** The translation-key view (cimode) belongs to the staff toolbar: off as soon as staff tools go, at sign-out or below aal2. */
function useKeyViewOnlyForStaff(staff: boolean) {
  const { i18n } = useTranslation('common')
  const language = useLanguage()
  useEffect(() => {
    if (!staff && i18n.language === 'cimode') void i18n.changeLanguage(language)
  }, [staff, i18n, language])
}

/** Header slot: the staff member, or the code step still to do, and a sign-out action; nothing for visitors. */
export function AuthStatus() {
  useAuthBootstrap()
  const { t } = useTranslation('common')
  const { status, isAdmin } = useAuth()
  // The store grants the flag only at aal2; the header checks again rather than trust one place.
  const staff = isAdmin && isAtAal2(status)
  useKeyViewOnlyForStaff(staff)
  if (status.kind === 'anonymous') return null
  return (
    <>
      <div className="hidden items-center gap-2 text-sm text-ink-100 lg:flex">
        {status.kind === 'signedIn' ? (
          <PageLink to="account" className={headerAction}>
            <UserRound aria-hidden="true" className="size-4" />
            <span className="max-w-40 truncate">{t('auth.signedInAs', { email: status.user.email ?? '' })}</span>
          </PageLink>
        ) : (
          <PageLink to="signIn" className={headerAction}>
            <KeyRound aria-hidden="true" className="size-4" />
            {t('auth.finishSignIn')}
          </PageLink>
        )}
        <button type="button" onClick={() => void signOut()} className={headerAction}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('auth.signOut')}
        </button>
      </div>
      {staff && (
        <Suspense fallback={null}>
          <StaffToolbar />
        </Suspense>
      )}
    </>
  )
}
