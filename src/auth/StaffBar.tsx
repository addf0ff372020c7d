import { KeyRound, LogOut, UserRound } from 'lucide-react'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../i18n/LanguageContext'
import { PageLink } from '../components/ui/PageLink'
import { pageExistsIn } from '../routing/localizedPath'
import { isAtAal2 } from './authDecision'
import { signOut, useAuth, useAuthBootstrap } from './useAuth'

// Administrators only: ordinary visitors never download the toolbar.
const StaffToolbar = lazy(() => import('./StaffToolbar'))

const barAction =
  'flex items-center gap-1 rounded-md px-2 py-1 text-ink-100 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-500'

/** The translation-key view (cimode) belongs to the staff toolbar: off as soon as staff tools go, at sign-out or below aal2. */
function useKeyViewOnlyForStaff(staff: boolean) {
  const { i18n } = useTranslation('common')
  const language = useLanguage()
  useEffect(() => {
    if (!staff && i18n.language === 'cimode') void i18n.changeLanguage(language)
  }, [staff, i18n, language])
}

/**
 * Signing out removes the bar, and the focused button with it: focus goes to the page's content,
 * unless the page has already put it somewhere (the sign-in form's first field).
 */
const signOutFromBar = () =>
  void signOut().then(() =>
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body)
        document.getElementById('main')?.focus({ preventScroll: true })
    }),
  )

/**
 * The staff bar, for anyone signed in or at the code step; nothing for visitors. It sits in the
 * page's flow under the header, at every width: fixed at the bottom it hid the keyboard focus
 * (ACC-03), in the header row it overlapped the main navigation (ACC-07), and below 1024 px staff
 * could not sign out at all. Under the header rather than above it, the header stays at the top
 * of the page as visitors have it, where the menu sheet expects it (it opens at --header-height).
 * It says who is signed in (or that the code step is still to do) with sign-out, and holds the
 * administrators' toolbar at aal2.
 */
export function StaffBar() {
  useAuthBootstrap()
  const { t } = useTranslation('common')
  const language = useLanguage()
  const { status, isAdmin } = useAuth()
  // The store grants the flag only at aal2; the bar checks again rather than trust one place.
  const staff = isAdmin && isAtAal2(status)
  useKeyViewOnlyForStaff(staff)
  if (status.kind === 'anonymous') return null
  // The staff pages exist in English only.
  const hrefLang = pageExistsIn('account', language) ? undefined : 'en'
  return (
    <aside
      data-staff-bar=""
      // Its name stays in words while the toolbar shows translation keys instead.
      aria-label={staff ? t('staff.label', { lng: language }) : t('auth.label')}
      className="border-b border-accent-500/40 bg-ink-900 text-sm text-ink-100"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 sm:px-6 lg:px-8">
        {staff && (
          <Suspense fallback={null}>
            <StaffToolbar />
          </Suspense>
        )}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 sm:ml-auto">
          {status.kind === 'signedIn' ? (
            <PageLink to="account" hrefLang={hrefLang} className={barAction}>
              <UserRound aria-hidden="true" className="size-4 shrink-0" />
              <span className="wrap-break-word">{t('auth.signedInAs', { email: status.user.email ?? '' })}</span>
            </PageLink>
          ) : (
            <PageLink to="signIn" hrefLang={hrefLang} className={barAction}>
              <KeyRound aria-hidden="true" className="size-4 shrink-0" />
              {t('auth.finishSignIn')}
            </PageLink>
          )}
          <button type="button" onClick={signOutFromBar} className={barAction}>
            <LogOut aria-hidden="true" className="size-4 shrink-0" />
            {t('auth.signOut')}
          </button>
        </div>
      </div>
    </aside>
  )
}
