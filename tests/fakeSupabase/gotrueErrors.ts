/**
 * GoTrue's error answers, in the shapes Supabase Auth sends them (internal/api/errors.go and
 * verify.go / external.go in supabase/auth): JSON for API calls, error parameters in the
 * redirect for links and OAuth callbacks.
 */
import type { ApiRequest, Reply } from './http'

const versionHeader = 'x-supabase-api-version'

/**
 * A JSON error. supabase-js asks for API version 2024-01-01, and GoTrue then answers
 * `{ code, message }` and echoes the version; older clients get `{ code: status, error_code, msg }`.
 */
export function gotrueError(request: ApiRequest, status: number, code: string, message: string): Reply {
  const asked = String(request.headers[versionHeader] ?? '')
  const versioned = /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked >= '2024-01-01'
  return {
    status,
    headers: { 'x-sb-error-code': code, ...(versioned ? { [versionHeader]: '2024-01-01' } : {}) },
    body: versioned ? { code, message } : { code: status, error_code: code, msg: message },
  }
}

/** The OAuth `error` GoTrue derives from an HTTP status (errors.go oauthErrorMap), else server_error. */
const oauthErrors: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

/**
 * An error sent back to the site through a redirect: in the query (PKCE flows and OAuth
 * callbacks) and, always, in the fragment with the `sb` marker.
 */
export function errorRedirect(
  redirectTo: string,
  failure: {
    status: number
    code: string
    message: string
    error?: string
    inQuery: boolean
    redirectStatus: 302 | 303
  },
): Reply {
  const url = new URL(redirectTo)
  const fields = {
    error: failure.error ?? oauthErrors[failure.status] ?? 'server_error',
    error_code: failure.code,
    error_description: failure.message,
  }
  if (failure.inQuery) for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value)
  url.hash = new URLSearchParams({ ...fields, sb: '' }).toString()
  return { status: failure.redirectStatus, headers: { location: url.toString() } }
}
