import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router-dom'
import { isPageLoadError } from './importWithRetry'
import { CrashScreen } from './screens/CrashScreen'
import { PageLoadErrorScreen } from './screens/PageLoadErrorScreen'
import { isStaleBuild } from './ssgRuntime'

const reloadKey = (path: string) => `vaultline:reloaded:${path}`

/** Reloads at most once per path and session, so a broken deploy cannot loop. Blocked storage means no reload. */
function mayReload(path: string): boolean {
  try {
    if (sessionStorage.getItem(reloadKey(path)) !== null) return false
    sessionStorage.setItem(reloadKey(path), '1')
    return true
  } catch {
    return false
  }
}

/** react-router's error element: a stale build reloads once; a chunk that never loaded, or a crash, gets its screen. */
export function RouteErrorScreen() {
  const error = useRouteError()
  const { t } = useTranslation('common')
  const [stale] = useState(
    () => isStaleBuild(error) && typeof window !== 'undefined' && mayReload(window.location.pathname),
  )
  useEffect(() => {
    if (stale) window.location.reload()
  }, [stale])
  if (stale) return null
  // The error's own message is English, for logs; the visitor reads it in the page's language.
  if (isPageLoadError(error))
    return <PageLoadErrorScreen message={t('screens.loadErrorAttempts', { attempts: error.attempts })} />
  return <CrashScreen error={error} />
}
