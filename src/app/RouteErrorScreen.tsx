import { useRouteError } from 'react-router-dom'
import { isPageLoadError } from './importWithRetry'
import { CrashScreen } from './screens/CrashScreen'
import { PageLoadErrorScreen } from './screens/PageLoadErrorScreen'

/** react-router's error element: a page chunk that never loaded, or a crash outside any page boundary. */
export function RouteErrorScreen() {
  const error = useRouteError()
  if (isPageLoadError(error)) return <PageLoadErrorScreen message={error.message} />
  return <CrashScreen error={error} />
}
