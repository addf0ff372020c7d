/**
 * The fetch supabase-js is given. It sends magic-link and recovery requests to the Edge Function
 * that answers staff and strangers alike (emailLinkRoute.ts), and it notices when the auth server
 * refuses a refresh token for good.
 *
 * The spec: "Refresh failures that cannot be retried remove the session and signal SIGNED_OUT".
 * supabase-js does so only once the access token has expired; a refusal during a proactive
 * refresh, while the token is still valid, leaves the session in place until it runs out (spec
 * audit 2026-11-27, §4-68). `onRefreshRefused` is where the site signs out instead.
 */
import { emailLinkRoute } from './emailLinkRoute'

/**
 * Answers supabase-js retries (AuthRetryableFetchError): the gateway errors. A network failure never
 * reaches here (fetch throws). 429 is left too: it says "later", not "never".
 */
const retryableStatuses = new Set([429, 502, 503, 504])

/** Whether `status` answers a refresh-token grant with a refusal that retrying will not change. */
export function isRefreshRefused(requestUrl: string, supabaseUrl: string, status: number): boolean {
  if (status < 400 || retryableStatuses.has(status) || !requestUrl.startsWith(`${supabaseUrl}/auth/v1/token?`))
    return false
  return new URL(requestUrl).searchParams.get('grant_type') === 'refresh_token'
}

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url

export function authFetch(supabaseUrl: string, onRefreshRefused: () => void): typeof fetch {
  return async (input, init) => {
    const response = await fetch(emailLinkRoute(input, supabaseUrl), init)
    if (isRefreshRefused(urlOf(input), supabaseUrl, response.status)) onRefreshRefused()
    return response
  }
}
