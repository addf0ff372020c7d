import { useMatches, useParams } from 'react-router-dom'
import type { PageId } from '../../routes.config'
import type { RouteParams } from './localizedPath'

/** What every page route carries in its react-router `handle`. */
export interface PageHandle {
  /** The manifest page a route shows; null for the not-found route. */
  page: PageId | null
  /** Shown at an alias path (its canonical is the primary path). */
  alias?: boolean
}

/** The handle of the deepest matched page route, if any. */
export function usePageHandle(): PageHandle | undefined {
  return [...useMatches()]
    .reverse()
    .map((m) => m.handle)
    .find(isPageHandle)
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle
}

/** The manifest page the current URL shows (primary path or alias), with its parameters. */
export function useCurrentPage(): { page: PageId | null; params: RouteParams } {
  const params = useParams()
  const handle = usePageHandle()
  return {
    page: handle?.page ?? null,
    params: { ...(params.slug && { slug: params.slug }), ...(params.page && { page: params.page }) },
  }
}
