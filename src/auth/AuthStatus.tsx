import { LogOut, UserRound } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLink } from '../components/ui/PageLink'
import { authStore } from './authStore'
import { loadSupabase } from './supabase'
import { useAuth, useAuthBootstrap } from './useAuth'

// Administrators only: ordinary visitors never download the toolbar.
const StaffToolbar = lazy(() => import('./StaffToolbar'))

/** Header slot: the signed-in staff member and a sign-out action; nothing for visitors. */
export function AuthStatus() {
  useAuthBootstrap()
  const { t } = useTranslation('common')
  const { user, isAdmin } = useAuth()
  if (!user) return null
  return (
    <>
      <div className="hidden items-center gap-2 text-sm text-ink-100 lg:flex">
        <PageLink to="account" className="flex items-center gap-1 rounded-md px-2 py-1 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-500">
          <UserRound aria-hidden="true" className="size-4" />
          <span className="max-w-40 truncate">{t('auth.signedInAs', { email: user.email ?? '' })}</span>
        </PageLink>
        <button
          type="button"
          onClick={() => void loadSupabase().then((client) => authStore.signOut(client))}
          className="flex items-center gap-1 rounded-md px-2 py-1 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('auth.signOut')}
        </button>
      </div>
      {isAdmin && (
        <Suspense fallback={null}>
          <StaffToolbar />
        </Suspense>
      )}
    </>
  )
}
